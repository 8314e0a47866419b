/**
 * Ends the current task and resumes in a new one, so the browser can handle input and paint in
 * between: `scheduler.yield()` where the browser has it (the continuation goes ahead of other
 * queued tasks), else a zero timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
