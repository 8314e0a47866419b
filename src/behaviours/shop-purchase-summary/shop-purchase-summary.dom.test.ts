// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/order-received/1043/?key=wc_order_Xk2"}
import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/shop-purchase-summary.html?raw';
import malformed from '../../../fixtures/markup/shop-purchase-summary.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, everythingInView, flush, render, usePage, warningsFor } from '../../../tests/dom/support/page';
import type { WidgetDef } from '../../core/types';
import { SHOP_PURCHASE_SUMMARY_WIDGET } from '../../page-builder/selectors';
import './index';

const page = usePage({ fakeTimers: true });

const DEF: WidgetDef = { name: 'shop-purchase-summary', selector: SHOP_PURCHASE_SUMMARY_WIDGET, strategy: 'visible', instance: 'element', load: () => import('./index') };

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const addresses = () => [...document.querySelectorAll<HTMLElement>('address')];

/** happy-dom lays nothing out: the boxes' tops and heights as a browser would measure them. */
function layOut(boxes: HTMLElement[], layout: { top: number; height: number }[]): void {
  boxes.forEach((box, index) => {
    const { top, height } = layout[index]!;
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue(new DOMRect(index * 300, top, 280, height));
    vi.spyOn(box, 'offsetHeight', 'get').mockImplementation(() => (box.style.minHeight ? Math.max(height, Number.parseFloat(box.style.minHeight)) : height));
  });
}

async function summaryPage(layout: { top: number; height: number }[] = [{ top: 900, height: 180 }, { top: 900, height: 120 }]): Promise<void> {
  render(served);
  layOut(addresses(), layout);
  everythingInView();
  await boot(['shop-purchase-summary'], [DEF]);
  await flush(20);
}

describe('shop-purchase-summary', () => {
  it('the address boxes side by side take one height, in the frame after it starts', async () => {
    await summaryPage();
    expect(addresses().map((box) => box.style.minHeight)).toEqual(['', '180px']);
  });

  it('stacked boxes (one column on a phone) are left as they are', async () => {
    await summaryPage([{ top: 900, height: 180 }, { top: 1120, height: 120 }]);
    expect(addresses().map((box) => box.hasAttribute('style'))).toEqual([false, false]);
  });

  it('measured again on resize: a layout that stacked them drops the height it gave', async () => {
    await summaryPage();
    layOut(addresses(), [{ top: 900, height: 180 }, { top: 1120, height: 120 }]);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    await flush(20);
    expect(addresses().map((box) => box.style.minHeight)).toEqual(['', '']);
  });

  it('the row above a purchase note, and the order’s buttons’ hover animation', async () => {
    await summaryPage();
    const row = $('.product-purchase-note').previousElementSibling!;
    expect([...row.children].map((cell) => cell.classList.contains('product-purchase-note-is-below'))).toEqual([true, true]);
    expect($('.woocommerce-MyAccount-downloads-file').classList.contains('elementor-animation-grow')).toBe(true);
  });

  it('malformed data-settings: left as served, one warning', async () => {
    render(malformed);
    everythingInView();
    const before = document.body.innerHTML;
    await boot(['shop-purchase-summary'], [DEF]);
    await flush(20);
    expect(warningsFor(page, 'shop-purchase-summary')).toEqual(['[storefront] shop-purchase-summary: its data-settings attribute is not JSON']);
    expect(page.errors).toHaveLength(1);
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped: every listener goes, the markup is as served', async () => {
    const tracker = trackListeners();
    render(served);
    layOut(addresses(), [{ top: 900, height: 180 }, { top: 900, height: 120 }]);
    everythingInView();
    const before = document.body.innerHTML;
    const scanner = await boot(['shop-purchase-summary'], [DEF]);
    await flush(20);
    expect(addresses()[1]!.style.minHeight).toBe('180px');
    scanner.stop();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped before its frame: nothing is measured or written', async () => {
    render(served);
    layOut(addresses(), [{ top: 900, height: 180 }, { top: 900, height: 120 }]);
    everythingInView();
    const scanner = await boot(['shop-purchase-summary'], [DEF]);
    scanner.stop();
    await flush(20);
    expect(addresses().map((box) => box.hasAttribute('style'))).toEqual([false, false]);
  });
});
