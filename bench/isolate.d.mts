export function isolationSupport(): { ok: true } | { ok: false; reason: string };
export function isolateRendererMainThreads(): void;
export function affinityPlan(threadsToPin: { tid: number; rendererMain: boolean }[], cores: number[]): { tid: number; cpus: string }[];
export function allowedCores(id: number | 'self'): number[];
export function parseCpuList(list: string): number[];
