// @vitest-environment-options {"url":"https://tienda.example/mi-cuenta/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/shop-my-account.html?raw';
import malformed from '../../../fixtures/markup/shop-my-account.malformed.html?raw';
import viewOrder from '../../../fixtures/markup/shop-my-account.view-order.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import type { WidgetDef } from '../../core/types';
import { SHOP_MY_ACCOUNT_WIDGET } from '../../page-builder/selectors';
import './index';

const page = usePage({ fakeTimers: true });

const DEF: WidgetDef = { name: 'shop-my-account', selector: SHOP_MY_ACCOUNT_WIDGET, strategy: 'visible', instance: 'element', load: () => import('./index') };

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const forms = () => [...document.querySelectorAll<HTMLElement>('form.login, form.register')];
const addresses = () => [...document.querySelectorAll<HTMLElement>('address')];

/** happy-dom lays nothing out: boxes side by side at one top, with these heights (which can change). */
function sideBySide(boxes: HTMLElement[], heights: number[]): void {
  boxes.forEach((box, index) => {
    vi.spyOn(box, 'getBoundingClientRect').mockImplementation(() => new DOMRect(index * 400, 300, 380, heights[index]!));
    vi.spyOn(box, 'offsetHeight', 'get').mockImplementation(() => (box.style.minHeight ? Math.max(heights[index]!, Number.parseFloat(box.style.minHeight)) : heights[index]!));
  });
}

async function accountPage(html = served, heights = [320, 360]): Promise<number[]> {
  render(html);
  const live = [...heights];
  sideBySide(html === served ? forms() : addresses(), live);
  everythingInView();
  await boot(['shop-my-account'], [DEF]);
  await flush(20);
  return live;
}

describe('shop-my-account: not logged in', () => {
  it('the login and register forms side by side take one height', async () => {
    await accountPage();
    expect(forms().map((form) => form.style.minHeight)).toEqual(['360px', '']);
  });

  it('the password strength meter growing the register form: measured again, once for a burst of keys', async () => {
    const heights = await accountPage();
    const password = $<HTMLInputElement>('#reg_password');
    const measure = vi.spyOn(forms()[0]!, 'getBoundingClientRect');
    measure.mockClear();
    heights[1] = 420;
    fireEvent.keyUp(password, { key: 'a' });
    fireEvent.keyUp(password, { key: 'b' });
    fireEvent.change(password);
    await flush(20);
    expect(forms().map((form) => form.style.minHeight)).toEqual(['420px', '']);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('the forms’ buttons get the forms’ hover animation', async () => {
    await accountPage();
    expect($('.woocommerce-form-login__submit').classList.contains('elementor-animation-shrink')).toBe(true);
    expect($('.woocommerce-form-register__submit').classList.contains('elementor-animation-shrink')).toBe(true);
  });
});

describe('shop-my-account: an order', () => {
  it('addresses of one height, the row above the purchase note, "Order again" with the tables’ animation', async () => {
    await accountPage(viewOrder, [150, 110]);
    expect(addresses().map((box) => box.style.minHeight)).toEqual(['', '150px']);
    const row = $('.product-purchase-note').previousElementSibling!;
    expect([...row.querySelectorAll('td')].every((cell) => cell.classList.contains('product-purchase-note-is-below'))).toBe(true);
    expect($('.order-again .button').classList.contains('elementor-animation-grow')).toBe(true);
    expect($('.order-again .button').classList.contains('elementor-animation-shrink')).toBe(false);
  });
});

describe('shop-my-account: bad input and dispose', () => {
  it('malformed data-settings: left as served, one warning', async () => {
    render(malformed);
    everythingInView();
    const before = document.body.innerHTML;
    await boot(['shop-my-account'], [DEF]);
    await flush(20);
    expect(warningsFor(page, 'shop-my-account')).toEqual(['[storefront] shop-my-account: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped: every listener goes, the markup is as served', async () => {
    const tracker = trackListeners();
    render(served);
    sideBySide(forms(), [320, 360]);
    everythingInView();
    const before = document.body.innerHTML;
    const scanner = await boot(['shop-my-account'], [DEF]);
    await flush(20);
    expect(forms()[0]!.style.minHeight).toBe('360px');
    scanner.stop();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped with a measure pending: nothing is written', async () => {
    await accountPage();
    fireEvent.keyUp($('#reg_password'), { key: 'a' });
    forms()[0]!.style.removeProperty('min-height');
    page.scanner!.stop();
    await flush(20);
    expect(forms()[0]!.style.minHeight).toBe('');
  });
});
