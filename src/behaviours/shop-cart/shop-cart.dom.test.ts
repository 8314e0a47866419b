// @vitest-environment-options {"url":"https://tienda.example/carrito/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import served from '../../../fixtures/markup/shop-cart.html?raw';
import malformed from '../../../fixtures/markup/shop-cart.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import * as bus from '../../core/bus';
import type { WidgetDef } from '../../core/types';
import { SHOP_CART_WIDGET } from '../../page-builder/selectors';
import './index';

const page = usePage({ fakeTimers: true });

const DEF: WidgetDef = { name: 'shop-cart', selector: SHOP_CART_WIDGET, strategy: 'idle', instance: 'element', load: () => import('./index') };

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const quantity = (index: number) => document.querySelectorAll<HTMLInputElement>('input.qty')[index]!;
const updateButton = () => $<HTMLButtonElement>('button[name="update_cart"]');
const referer = () => $<HTMLInputElement>('[name="_wp_http_referer"]');
const column = () => $('.e-sticky-right-column');

function withSettings(settings: Record<string, unknown>): string {
  return served.replace(/data-settings="[^"]*"/, `data-settings="${JSON.stringify(settings).replaceAll('"', '&quot;')}"`);
}

/** The cart page as served, WooCommerce's cart script standing by: it enables "Update cart" on a change, and an update is a form submit it takes over. */
async function cartPage(html = served): Promise<{ updates: () => number }> {
  render(html);
  setGlobals({ elementorFrontendConfig: { post: { id: 7 } } });
  // happy-dom reads WooCommerce's `max=""` as a limit of 0 and refuses the submit; browsers ignore it.
  $<HTMLFormElement>('.woocommerce-cart-form').noValidate = true;
  let updates = 0;
  const enable = () => void (updateButton().disabled = false);
  const submit = (event: Event) => {
    event.preventDefault();
    if ((event as SubmitEvent).submitter === updateButton()) updates++;
  };
  document.addEventListener('input', enable);
  document.addEventListener('submit', submit);
  onTestFinished(() => {
    document.removeEventListener('input', enable);
    document.removeEventListener('submit', submit);
  });
  await boot(['shop-cart'], [DEF]);
  return { updates: () => updates };
}

function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  fireEvent.input(field);
}

describe('shop-cart: update the cart automatically', () => {
  it('clicks the cart’s own "Update cart" 1.5 s after the last quantity typed, once', async () => {
    const { updates } = await cartPage();
    const clicks = vi.fn();
    updateButton().addEventListener('click', clicks);
    type(quantity(0), '3');
    await flush(1000);
    type(quantity(0), '4');
    await flush(1499);
    expect(clicks).not.toHaveBeenCalled();
    await flush(1);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(updates()).toBe(1);
  });

  it('a quantity plugin’s jQuery change counts as typing', async () => {
    const $jq = installJQuery();
    const { updates } = await cartPage();
    quantity(1).value = '3';
    updateButton().disabled = false;
    $jq(quantity(1)).trigger('change');
    await flush(1500);
    expect(updates()).toBe(1);
  });

  it('waits while a field is emptied (WooCommerce would read it as 0 and drop the line), then updates once a number is there', async () => {
    const { updates } = await cartPage();
    type(quantity(0), '');
    await flush(3000);
    expect(updates()).toBe(0);
    type(quantity(0), '2');
    await flush(1500);
    expect(updates()).toBe(1);
  });

  it('over a field’s max it does not send either', async () => {
    const { updates } = await cartPage();
    type(quantity(1), '9');
    await flush(1500);
    expect(updates()).toBe(0);
  });

  it('an update the shopper sent (Enter, the button) cancels the pending one', async () => {
    const { updates } = await cartPage();
    type(quantity(0), '2');
    updateButton().click();
    expect(updates()).toBe(1);
    await flush(1500);
    expect(updates()).toBe(1);
  });

  it('without update_cart_automatically, typing sends nothing', async () => {
    const { updates } = await cartPage(withSettings({ update_cart_automatically: '' }));
    type(quantity(0), '2');
    await flush(3000);
    expect(updates()).toBe(0);
  });
});

describe('shop-cart: the markup WooCommerce replaces', () => {
  it('hover animations on the widget’s checkout button and table buttons, not on a theme’s button outside it', async () => {
    await cartPage();
    expect($('.wc-proceed-to-checkout .checkout-button').classList.contains('elementor-animation-grow')).toBe(true);
    expect(updateButton().classList.contains('elementor-animation-shrink')).toBe(true);
    expect($('#theme-checkout-button').classList.contains('elementor-animation-grow')).toBe(false);
  });

  it('`_wp_http_referer` names the page and the widget, so WooCommerce’s own calls can render it', async () => {
    await cartPage();
    expect(referer().value).toBe('https://tienda.example/carrito/?elementorPageId=7&elementorWidgetId=3b6f0e2');
  });

  it('after WooCommerce replaced the cart form and the totals (updated_wc_div, updated_cart_totals), both are applied again', async () => {
    const $jq = installJQuery();
    await cartPage();
    const fresh = (selector: string) => {
      const old = $(selector);
      const copy = old.cloneNode(true) as HTMLElement;
      copy.querySelector('[name="_wp_http_referer"]')?.setAttribute('value', '/carrito/');
      for (const element of copy.querySelectorAll('[class*="elementor-animation-"]')) element.classList.remove('elementor-animation-grow', 'elementor-animation-shrink');
      old.replaceWith(copy);
    };
    fresh('.woocommerce-cart-form');
    bus.emit('updated_wc_div', {});
    expect(referer().value).toContain('elementorWidgetId=3b6f0e2');
    expect(updateButton().classList.contains('elementor-animation-shrink')).toBe(true);
    fresh('.cart_totals');
    $jq(document.body).trigger('updated_cart_totals');
    expect($('.wc-proceed-to-checkout .checkout-button').classList.contains('elementor-animation-grow')).toBe(true);
  });

  it('without the page’s id the referer is left as served (WooCommerce then falls back on the page)', async () => {
    render(served);
    await boot(['shop-cart'], [DEF]);
    expect(referer().value).toBe('/carrito/');
  });
});

describe('shop-cart: the sticky totals column', () => {
  it('sticks at its offset, plus the admin bar while it is fixed, measured in the next frame', async () => {
    render(served.replace('<div data-elementor-type', '<div id="wpadminbar" style="position: fixed"></div><div data-elementor-type'));
    vi.spyOn($('#wpadminbar'), 'offsetHeight', 'get').mockReturnValue(32);
    await boot(['shop-cart'], [DEF]);
    await flush(20);
    expect(column().classList.contains('e-sticky-right-column--active')).toBe(true);
    expect(column().style.top).toBe('52px');
  });

  it('not without sticky_right_column', async () => {
    await cartPage(withSettings({ sticky_right_column_offset: 20 }));
    await flush(20);
    expect(column().classList.contains('e-sticky-right-column--active')).toBe(false);
    expect(column().hasAttribute('style')).toBe(false);
  });
});

describe('shop-cart: bad input and dispose', () => {
  it('malformed data-settings: left as served, one warning', async () => {
    render(malformed);
    setGlobals({ elementorFrontendConfig: { post: { id: 7 } } });
    const before = document.body.innerHTML;
    await boot(['shop-cart'], [DEF]);
    await flush(20);
    expect(warningsFor(page, 'shop-cart')).toEqual(['[storefront] shop-cart: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped: every listener goes and the markup is as served', async () => {
    const tracker = trackListeners();
    render(served);
    setGlobals({ elementorFrontendConfig: { post: { id: 7 } } });
    const before = document.body.innerHTML;
    const scanner = await boot(['shop-cart'], [DEF]);
    await flush(20);
    expect(column().classList.contains('e-sticky-right-column--active')).toBe(true);
    scanner.stop();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped while an update is pending: nothing is clicked', async () => {
    const { updates } = await cartPage();
    type(quantity(0), '2');
    page.scanner!.stop();
    await flush(3000);
    expect(updates()).toBe(0);
  });
});
