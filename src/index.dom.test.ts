import { expect, it, vi } from 'vitest';

it('binds at once but scans in a task of its own, not in the task that evaluated the script', async () => {
  const scans = () => performance.getEntriesByName('storefront:scan').length;
  const before = scans();
  await import('./index');

  // Still the evaluating task (a microtask later): the page knows we are here, nothing scanned.
  expect(window.storefront?.rescan).toBeTypeOf('function');
  expect(scans()).toBe(before);

  // A cold machine transforms every widget module on this first import: seconds, not a frame.
  await vi.waitFor(() => expect(document.documentElement.dataset.storefront).toBe('ready'), { timeout: 10_000 });
  expect(scans()).toBeGreaterThan(before);
});
