// Gives the throttled page's main thread a core of its own (Linux), as a phone's many cores do.
//
// Why: Chromium's CPU throttle counts wall time. After every slice the main thread ran, it spins
// for (rate - 1) times that slice, so the thread keeps one core busy, and a slice in which the
// thread was not running at all (preempted by one of the browser's other threads) is throttled as
// if it had run. On a 2-core machine the main thread is preempted often, and each preemption comes
// back four times over: the same page's script time spread over 50-250 ms from one load to the
// next. With the main thread alone on a core and every other thread of the browser and of this
// bench on the other, a fixed loop that takes 13 ms at 1x takes 53-91 ms at 4x (9 runs, twice)
// instead of 63-210 ms: still slowed at least 4x, without the noise. `npm run bench` prints that
// check on every run.
//
// Only affinity changes: no priority, so the throttler's own thread keeps its pace.

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// The cores this process may use, read before it pins anything (its own threads then keep to the
// shared ones): in a container that is the container's set, not the host's.
const CORES = process.platform === 'linux' ? allowedCores('self') : [];

/** Whether this machine can isolate the page's main thread, and if not, why. */
export function isolationSupport() {
  if (process.platform !== 'linux') return { ok: false, reason: 'not Linux' };
  if (CORES.length < 2) return { ok: false, reason: 'one core' };
  // Pins a throwaway shell of its own: proves both the tool and the permission.
  if (spawnSync('sh', ['-c', `taskset -pc ${CORES[0]} $$ >/dev/null`]).status !== 0) return { ok: false, reason: 'taskset (util-linux) missing or not permitted' };
  return { ok: true };
}

/**
 * The renderers' main threads go to the last core, alone; every other thread of this process and
 * of the browser processes it started goes to the other cores. Call it once the page's renderer
 * runs, before the measured navigation. (Letting the main thread also use the other cores brings
 * the noise back: it then often runs among the rest.)
 *
 * It keeps them alone until the returned function is called: a thread that a main thread starts
 * later inherits its core, and Chromium's throttle starts a new thread of its own each time a
 * navigation commits (0.3-0.5 s into the 1000-product listing's load here). Sharing the main
 * thread's core, that thread throttled every measured page 6-7x instead of 4x: the fixed loop
 * took 88-123 ms at 4x after the navigation against 65-74 ms with the thread moved, and the
 * listing's attach 31 ms against 16 (medians of 6). So new threads are looked for every 2 ms.
 */
export function isolateRendererMainThreads() {
  const threadsToPin = [];
  const renderers = [];
  for (const { pid, args } of [{ pid: process.pid, args: [] }, ...browserProcesses(process.pid)]) {
    const renderer = args.includes('--type=renderer');
    if (renderer) renderers.push(pid);
    for (const tid of threads(pid)) threadsToPin.push({ tid, rendererMain: renderer && tid === pid });
  }
  const commands = affinityPlan(threadsToPin, CORES).map(({ tid, cpus }) => `taskset -pc ${cpus} ${tid} >/dev/null 2>&1`);
  // One shell for a few hundred threads; one that ended meanwhile is no error.
  spawnSync('sh', ['-c', `${commands.join('; ')}; true`]);
  return keepAlone(renderers);
}

function keepAlone(renderers) {
  const own = CORES.at(-1);
  const rest = CORES.slice(0, -1).join(',');
  // Every thread is looked at once, those that were there at the pinning too: a thread started
  // between the pinning's list and this watch's first look inherited the main thread's core
  // and would otherwise be taken for one already placed (a slow machine left five there).
  const seen = new Set();
  const look = () => {
    for (const pid of renderers) {
      for (const tid of threads(pid)) {
        const key = `${pid}/${tid}`;
        if (seen.has(key) || tid === pid) continue;
        seen.add(key);
        const cores = allowedCores(`${pid}/task/${tid}`);
        if (cores.length === 1 && cores[0] === own) spawnSync('taskset', ['-pc', rest, String(tid)], { stdio: 'ignore' });
      }
    }
  };
  look();
  const timer = setInterval(look, 2);
  timer.unref();
  return () => clearInterval(timer);
}

/** Which cores each thread may use: the last one for renderers' main threads, the others for the rest. */
export function affinityPlan(threadsToPin, cores) {
  const own = String(cores.at(-1));
  const rest = cores.slice(0, -1).join(',');
  return threadsToPin.map(({ tid, rendererMain }) => ({ tid, cpus: rendererMain ? own : rest }));
}

/** A task's allowed cores, from /proc/<id>/status ("0-3,8"). */
export function allowedCores(id) {
  try {
    const list = readFileSync(`/proc/${id}/status`, 'utf8').match(/^Cpus_allowed_list:\s*(\S+)/m)?.[1] ?? '';
    return parseCpuList(list);
  } catch {
    return [];
  }
}

export function parseCpuList(list) {
  return list
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/**
 * The browsers this process launched, and every process they started. Renderers are not their
 * descendants (the zygote forks them twice, so they end up the children of init), but each
 * carries the browser's own --user-data-dir, which Playwright makes unique per launch.
 */
export function browserProcesses(root) {
  // A child rewrites its command line into one space-separated string.
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => ({ pid: Number(entry), args: cmdline(Number(entry)).split(/[\0 ]/) }));
  const profiles = all
    .filter(({ pid }) => parentOf(pid) === root)
    .map(({ args }) => args.find((arg) => arg.startsWith('--user-data-dir=')))
    .filter(Boolean);
  return all.filter(({ args }) => args.some((arg) => profiles.includes(arg)));
}

/** The 4th field of /proc/PID/stat; the command name before it may itself hold spaces. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function threads(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}
