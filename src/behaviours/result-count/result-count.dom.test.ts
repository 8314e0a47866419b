// @vitest-environment-options {"url":"https://tienda.example/categoria-producto/menaje/?orderby=date"}
import { describe, expect, it, vi } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { boot, flush, render, usePage } from '../../../tests/dom/support/page';

usePage({ fakeTimers: true });

const count = () => document.querySelector<HTMLElement>('.woocommerce-result-count')!;

/** Boots with a controllable idle callback and runs it; returns the time the widget started. */
async function bootAtIdle(): Promise<number> {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  await boot(['result-count']);
  const startedAt = Date.now();
  idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
  await Promise.resolve();
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return startedAt;
}

describe('result count re-announcement', () => {
  it('hides the result count from screen readers, then 2000 ms later shows it again with fresh nodes', async () => {
    render(markup.ordering);
    const before = [...count().childNodes];
    const text = count().textContent;
    const startedAt = await bootAtIdle();

    expect(count().getAttribute('aria-hidden')).toBe('true');
    await flush(startedAt + 2000 - Date.now() - 1);
    expect(count().getAttribute('aria-hidden')).toBe('true');
    expect(count().firstChild).toBe(before[0]);

    await flush(1);
    expect(count().getAttribute('aria-hidden')).toBe('false');
    expect(count().textContent).toBe(text);
    expect(count().childNodes).toHaveLength(before.length);
    for (const [index, node] of [...count().childNodes].entries()) expect(node).not.toBe(before[index]);
    expect(count().getAttribute('role')).toBe('alert');
  });

  it('handles an empty result count without failing', async () => {
    render(markup.orderingMalformed);
    await boot(['result-count']);
    await flush(2000);

    expect(count().getAttribute('aria-hidden')).toBe('false');
    expect(count().childNodes).toHaveLength(0);
  });
});
