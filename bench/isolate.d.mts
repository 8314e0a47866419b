export function isolationSupport(): { ok: true } | { ok: false; reason: string };
export function isolateRendererMainThreads(): void;
export function affinityPlan(threadsToPin: { tid: number; rendererMain: boolean }[], cores: number): { tid: number; cpus: string }[];
