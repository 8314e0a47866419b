// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/"}
import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/shop-notices.html?raw';
import malformed from '../../../fixtures/markup/shop-notices.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import * as bus from '../../core/bus';
import type { WidgetDef } from '../../core/types';
import { SHOP_NOTICES_WIDGET } from '../../page-builder/selectors';
import './index';

const page = usePage({ fakeTimers: true });

const DEF: WidgetDef = { name: 'shop-notices', selector: SHOP_NOTICES_WIDGET, strategy: 'now', instance: 'element', load: () => import('./index') };

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const wrapper = () => $('.e-woocommerce-notices-wrapper');
const texts = () => [...wrapper().children].map((notice) => notice.textContent?.trim());

async function noticesPage(): Promise<{ scrollTo: ReturnType<typeof vi.fn> }> {
  render(served);
  // The theme's notice sits below the fold, where a scroll at load would go.
  vi.spyOn($('.woocommerce-info'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 1500, 600, 40));
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
  await boot(['shop-notices'], [DEF]);
  return { scrollTo };
}

/** What WooCommerce's checkout does on a failed order: its notices in a group prepended to the form. */
function checkoutFails(top = 1200): HTMLElement {
  const group = document.createElement('div');
  group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
  const list = document.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  list.innerHTML = '<li>La dirección de correo electrónico de facturación es un campo obligatorio.</li>';
  group.append(list);
  $('form.checkout').prepend(group);
  vi.spyOn(group, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 600, 60));
  return group;
}

describe('shop-notices', () => {
  it('at start the page’s notices are gathered at the top of the widget and shown, without a scroll', async () => {
    const { scrollTo } = await noticesPage();
    expect(wrapper().classList.contains('e-woocommerce-notices-wrapper-loading')).toBe(false);
    expect(texts()).toEqual(['Tienes 2 productos en tu lista de deseos.', '«Taza de cerámica Amanecer» se ha añadido a tu carrito.']);
    expect($('.woocommerce-notices-wrapper').children).toHaveLength(0);
    await flush(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('checkout_error: the group is moved whole, and the page scrolls it into the middle of the window', async () => {
    // Fake timers stamp frames with a clock of their own, which performance.now (left running) does
    // not follow as a browser's does: it is tied to the frames' clock here.
    let stamp = 0;
    requestAnimationFrame((time) => void (stamp = time));
    await flush(20);
    const offset = Date.now() - stamp;
    vi.spyOn(performance, 'now').mockImplementation(() => Date.now() - offset);
    const { scrollTo } = await noticesPage();
    const group = checkoutFails();
    bus.emit('checkout_error', { html: group.innerHTML });
    expect(wrapper().firstElementChild).toBe(group);
    expect(group.querySelector('.woocommerce-error')).not.toBeNull();
    await flush(1100);
    const ys = scrollTo.mock.calls.map(([, y]) => y as number);
    expect(ys.length).toBeGreaterThan(10);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200 - 800 / 2);
  });

  it('under reduced motion the scroll is instant', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    const { scrollTo } = await noticesPage();
    bus.emit('checkout_error', { html: checkoutFails().innerHTML });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 800);
  });

  it('a notice already in view is moved without a scroll', async () => {
    const { scrollTo } = await noticesPage();
    bus.emit('checkout_error', { html: checkoutFails(120).innerHTML });
    await flush(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('an update that brought no notice moves nothing and does not scroll (the plugin scrolls to old ones on every update)', async () => {
    const { scrollTo } = await noticesPage();
    const before = texts();
    bus.emit('updated_checkout', { data: undefined });
    await flush(1000);
    expect(texts()).toEqual(before);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('the cart’s jQuery events count: applied_coupon from WooCommerce’s cart script', async () => {
    const $jq = installJQuery();
    await noticesPage();
    const notice = document.createElement('div');
    notice.className = 'woocommerce-message';
    notice.textContent = 'Código de cupón aplicado correctamente.';
    $('.woocommerce-notices-wrapper').append(notice);
    $jq(document.body).trigger('applied_coupon', ['VERANO10']);
    expect(wrapper().firstElementChild).toBe(notice);
  });

  it('a notice that had focus keeps it when moved', async () => {
    await noticesPage();
    const group = checkoutFails(120);
    const list = group.querySelector<HTMLElement>('.woocommerce-error')!;
    list.tabIndex = -1;
    list.focus();
    bus.emit('checkout_error', { html: '' });
    expect(document.activeElement).toBe(list);
  });

  it('without its wrapper: one warning, the notices left where they are', async () => {
    render(malformed);
    const before = document.body.innerHTML;
    await boot(['shop-notices'], [DEF]);
    expect(warningsFor(page, 'shop-notices')).toEqual(['[storefront] shop-notices: its .e-woocommerce-notices-wrapper is missing: the notices are left where they are']);
    expect(page.errors).toHaveLength(1);
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped: every listener goes, the notices go back, the markup is as served', async () => {
    const tracker = trackListeners();
    render(served);
    const before = document.body.innerHTML;
    const scanner = await boot(['shop-notices'], [DEF]);
    expect(texts()).toHaveLength(2);
    scanner.stop();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped mid-scroll: the scroll stops', async () => {
    const { scrollTo } = await noticesPage();
    bus.emit('checkout_error', { html: checkoutFails().innerHTML });
    await flush(100);
    const calls = scrollTo.mock.calls.length;
    page.scanner!.stop();
    await flush(1000);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });
});
