export function isolationSupport(): { ok: true } | { ok: false; reason: string };
/** Pins, then keeps pinning threads the main threads start, until the returned function is called. */
export function isolateRendererMainThreads(): () => void;
export function affinityPlan(threadsToPin: { tid: number; rendererMain: boolean }[], cores: number[]): { tid: number; cpus: string }[];
export function allowedCores(id: number | string): number[];
export function parseCpuList(list: string): number[];
