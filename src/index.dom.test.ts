import { expect, it, vi } from 'vitest';

it('binds at once and only asks for the families the page calls for; their widgets are scanned when a table arrives, not in the task that evaluated the script', async () => {
  // A page with the chat's marker and nothing else of ours.
  document.body.innerHTML = '<div class="joinchat"></div>';
  // The chat itself starts at idle, which never comes here: what counts is what boot asks for.
  vi.stubGlobal('requestIdleCallback', vi.fn());
  const scans = () => performance.getEntriesByName('storefront:scan').length;
  const before = scans();
  await import('./index');

  // Still the evaluating task (a microtask later): the page knows we are here, nothing scanned.
  expect(window.storefront?.rescan).toBeTypeOf('function');
  expect(scans()).toBe(before);

  // A cold machine transforms every widget module on this first import: seconds, not a frame.
  await vi.waitFor(() => expect(document.documentElement.dataset.storefront).toBe('ready'), { timeout: 10_000 });
  expect(scans()).toBeGreaterThan(before);
  // The chat's table was asked for, through loadChunk (its name in the chunk measure); no other.
  const families = performance.getEntriesByType('mark').concat(performance.getEntriesByType('measure')).map((entry) => entry.name);
  expect(families.filter((name) => name.startsWith('storefront:family:'))).toEqual(['storefront:family:chat']);
});
