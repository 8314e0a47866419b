// @vitest-environment-options {"url":"https://tienda.example/carrito/"}
import { describe, expect, it } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { boot, flush, installJQuery, render, usePage } from '../../../tests/dom/support/page';

usePage({ fakeTimers: true });

const firstAlert = () => document.querySelector<HTMLElement>('.woocommerce-message[role="alert"]')!;

describe('focus first alert', () => {
  it('focuses the first alert notice 500 ms after load', async () => {
    render(markup.notices);
    await boot(['focus-alert']);

    expect(firstAlert().getAttribute('tabindex')).toBe('-1');
    await flush(490);
    expect(document.activeElement).toBe(document.body);
    await flush(10);
    expect(document.activeElement).toBe(firstAlert());
  });

  it('focuses the first alert again 500 ms after the classic cart updates (updated_wc_div)', async () => {
    const $ = installJQuery();
    render(markup.notices);
    await boot(['focus-alert']);
    await flush(500);
    firstAlert().blur();

    $(document.body).trigger('updated_wc_div');
    await flush(499);
    expect(document.activeElement).toBe(document.body);
    await flush(1);
    expect(document.activeElement).toBe(firstAlert());
  });

  it('moves focus nowhere when the notices carry no role=alert', async () => {
    render(markup.noticesMalformed);
    await boot(['focus-alert']);
    await flush(1000);

    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('.woocommerce-message')!.hasAttribute('tabindex')).toBe(false);
  });
});
