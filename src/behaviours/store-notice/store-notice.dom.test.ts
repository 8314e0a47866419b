// @vitest-environment-options {"url":"https://tienda.example/tienda/producto/taza-ceramica-amanecer/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { markup } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, render, usePage } from '../../../tests/dom/support/page';
import { readCookie } from '../../core/storage';

usePage();

const NOTICE_ID = '3e9c4b0c1f2a7d5e8b6a4c2d1e0f9a8b';
const COOKIE = `store_notice${NOTICE_ID}`;

/** The notice as printed in the footer, with the body class themes use to make room for it. */
function pageWithNotice(html: string = markup.storeNotice): void {
  render('<div id="page" class="site"><main id="main">Contenido</main></div>', html);
  document.body.classList.add('woocommerce-demo-store');
}

const notices = () => [...document.querySelectorAll<HTMLElement>('.woocommerce-store-notice')];
const dismissLink = () => document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!;
const shown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';

describe('store notice', () => {
  it('shows the notice (printed with display:none) when it was never dismissed', async () => {
    pageWithNotice();
    expect(shown(notices()[0]!)).toBe(false);
    await boot(['store-notice']);

    expect(shown(notices()[0]!)).toBe(true);
    expect(document.body.classList.contains('woocommerce-demo-store')).toBe(true);
  });

  it('on dismiss, sets the session cookie store_notice<id>=hidden at path=/ and hides every notice', async () => {
    // WooPayments prints a second notice; WooCommerce names the cookie after the first one only.
    pageWithNotice(markup.storeNotice + markup.storeNotice.replace(NOTICE_ID, `${NOTICE_ID}2`));
    await boot(['store-notice']);
    const setCookie = vi.spyOn(document, 'cookie', 'set');

    const notPrevented = fireEvent.click(dismissLink());

    expect(notPrevented).toBe(false);
    expect(setCookie).toHaveBeenCalledTimes(1);
    const written = String(setCookie.mock.calls[0]?.[0]);
    expect(written.startsWith(`${COOKIE}=hidden;`)).toBe(true);
    expect(written).toMatch(/; Path=\/(;|$)/);
    expect(written).not.toMatch(/Expires|Max-Age/i);
    expect(readCookie(COOKIE)).toBe('hidden');
    expect(notices()).toHaveLength(2);
    expect(notices().map(shown)).toEqual([false, false]);
    expect(document.body.classList.contains('woocommerce-demo-store')).toBe(false);
  });

  it('stays hidden on load when the cookie says it was dismissed', async () => {
    document.cookie = `${COOKIE}=hidden; path=/`;
    pageWithNotice();
    await boot(['store-notice']);

    expect(shown(notices()[0]!)).toBe(false);
    expect(document.body.classList.contains('woocommerce-demo-store')).toBe(false);
  });

  it('shows a new notice (a new data-notice-id) even though the previous one was dismissed', async () => {
    document.cookie = `${COOKIE}=hidden; path=/`;
    pageWithNotice(markup.storeNotice.replace(NOTICE_ID, '0cc175b9c0f1b6a831c399e269772661'));
    await boot(['store-notice']);

    expect(shown(notices()[0]!)).toBe(true);
  });

  it('dismisses on Space on the link, which has role=button', async () => {
    pageWithNotice();
    await boot(['store-notice']);

    const notPrevented = fireEvent.keyDown(dismissLink(), { key: ' ' });

    expect(notPrevented).toBe(false);
    expect(readCookie(COOKIE)).toBe('hidden');
    expect(shown(notices()[0]!)).toBe(false);
  });

  it('names the cookie plain store_notice when the notice has no data-notice-id', async () => {
    pageWithNotice(markup.storeNoticeMalformed);
    await boot(['store-notice']);

    fireEvent.click(dismissLink());

    expect(readCookie('store_notice')).toBe('hidden');
    expect(shown(notices()[0]!)).toBe(false);
  });

  it('stops listening once dismissed', async () => {
    pageWithNotice();
    const tracker = trackListeners();
    await boot(['store-notice']);
    expect(tracker.live().length).toBeGreaterThan(0);

    fireEvent.click(dismissLink());

    expect(tracker.live()).toEqual([]);
    tracker.stop();
  });

  it('ignores clicks elsewhere in the notice', async () => {
    pageWithNotice();
    await boot(['store-notice']);

    expect(fireEvent.click(notices()[0]!)).toBe(true);
    expect(readCookie(COOKIE)).toBeNull();
    expect(shown(notices()[0]!)).toBe(true);
  });
});
