import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { affinityPlan, allowedCores, isolationSupport, parseCpuList } from '../../bench/isolate.mjs';

describe('the bench gives the page its own core', () => {
  it('plans the last core for renderer main threads and the others for everything else', () => {
    const threads = [
      { tid: 10, rendererMain: false },
      { tid: 20, rendererMain: true },
      { tid: 21, rendererMain: false },
    ];
    expect(affinityPlan(threads, [0, 1])).toEqual([
      { tid: 10, cpus: '0' },
      { tid: 20, cpus: '1' },
      { tid: 21, cpus: '0' },
    ]);
    // A container's own set of a bigger host's cores.
    expect(affinityPlan(threads, [2, 3, 8]).map(({ cpus }) => cpus)).toEqual(['2,3', '8', '2,3']);
  });

  it('reads the kernel’s core lists', () => {
    expect(parseCpuList('0-1')).toEqual([0, 1]);
    expect(parseCpuList('0-2,8,10-11')).toEqual([0, 1, 2, 8, 10, 11]);
    expect(parseCpuList('5')).toEqual([5]);
  });

  // The renderers of a second context are forked by the zygote, reparented to init, and start on
  // the shared core they inherit: each of them must still be found and moved.
  it.skipIf(!isolationSupport().ok)('moves every context’s renderer main thread, not only the first one’s, and keeps it alone after a navigation', () => {
    const probe = fileURLToPath(new URL('./isolate-probe.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [probe], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const { rounds, navigated } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Probe;
    const last = allowedCores('self').at(-1)!;
    expect(rounds).toHaveLength(2);
    for (const { renderers, self } of rounds) {
      expect(renderers.length).toBeGreaterThan(0);
      expect(new Set(renderers.flat())).toEqual(new Set([last]));
      expect(self).not.toContain(last);
    }
    // The throttle's thread, started again when the navigation committed, was moved off the main
    // thread's core: sharing it, the page was throttled 6-7x instead of 4x.
    expect(new Set(navigated.renderers.flat())).toEqual(new Set([last]));
    expect(navigated.besideMain).toEqual([]);
  }, 150_000);
});

interface Probe {
  rounds: { renderers: number[][]; self: number[] }[];
  navigated: { renderers: number[][]; self: number[]; besideMain: string[] };
}
