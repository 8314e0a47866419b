// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import served from '../../../fixtures/markup/shop-add-to-cart.html?raw';
import malformed from '../../../fixtures/markup/shop-add-to-cart.malformed.html?raw';
import { addToCartParams, responses } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { json } from '../../../tests/dom/support/shop';
import type { WidgetDef } from '../../core/types';
import { SHOP_ADD_TO_CART_WIDGET } from '../../page-builder/selectors';
import { registry } from '../../registry';
// The chunks loaded on demand, in the module cache up front (resolved under fake timers).
import '../add-to-cart/send';
import './index';

const page = usePage({ fakeTimers: true });

const DEF: WidgetDef = { name: 'shop-add-to-cart', selector: SHOP_ADD_TO_CART_WIDGET, strategy: 'interaction', instance: 'element', load: () => import('./index') };

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const field = () => $<HTMLInputElement>('#quantity_66a1f0c2b3d4e');
const button = () => $('.add_to_cart_button[data-product_id="11"]');
const variable = () => $('.add_to_cart_button[data-product_id="13"]');

/** The loop as served; the shopper reaches the simple product's field (its first sign of intent starts the widget). */
async function loop(extra: readonly string[] = []): Promise<void> {
  render(served);
  setGlobals({ wc_add_to_cart_params: addToCartParams });
  await boot(['shop-add-to-cart', ...extra], [...registry, DEF]);
  fireEvent.focusIn(field());
  await flush();
}

function type(value: string): void {
  field().value = value;
  fireEvent.input(field());
}

describe('shop-add-to-cart: the quantity', () => {
  it('what the field holds is what the button carries, as the shopper types', async () => {
    await loop();
    type('5');
    expect(button().dataset.quantity).toBe('5');
    type('12');
    expect(button().dataset.quantity).toBe('12');
  });

  it('a quantity plugin’s jQuery change counts too', async () => {
    const $jq = installJQuery();
    await loop();
    field().value = '4';
    $jq(field()).trigger('change');
    expect(button().dataset.quantity).toBe('4');
  });

  it('an emptied field carries its minimum, not nothing', async () => {
    await loop();
    type('');
    expect(button().dataset.quantity).toBe('2');
  });

  it('a value set without an event is taken as the button is pressed', async () => {
    await loop();
    field().value = '7';
    fireEvent.click(button());
    expect(button().dataset.quantity).toBe('7');
  });

  it('the variable product’s link is left alone', async () => {
    await loop();
    fireEvent.focusIn(variable());
    await flush();
    expect(variable().dataset.quantity).toBe('1');
    expect(variable().getAttribute('href')).toBe('/producto/camiseta-organica-basica/');
  });
});

describe('shop-add-to-cart: through the shop’s add to cart', () => {
  it('the quantity typed is the one sent; "View cart" then goes to the end of the form’s box', async () => {
    await loop(['add-to-cart']);
    page.shop.reply('add_to_cart', json(responses.addSuccess));
    type('3');
    fireEvent.click(button());
    await settle();
    const [request] = page.shop.to('add_to_cart');
    expect(request!.body.get('quantity')).toBe('3');
    expect(request!.body.get('product_id')).toBe('11');
    const container = $('.e-loop-add-to-cart-form-container');
    expect(container.lastElementChild?.matches('.added_to_cart')).toBe(true);
    expect($('.e-atc-qty-button-holder').querySelector('.added_to_cart')).toBeNull();
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);
  });
});

describe('shop-add-to-cart: bad input and dispose', () => {
  it('a quantity field without a button to carry it: one warning, left as served', async () => {
    render(malformed);
    const before = document.body.innerHTML;
    await boot(['shop-add-to-cart'], [DEF]);
    fireEvent.focusIn(field());
    await flush();
    type('3');
    expect(warningsFor(page, 'shop-add-to-cart')).toEqual(['[storefront] shop-add-to-cart: its loop form has a quantity field but no add-to-cart button (.add_to_cart_button) to carry it']);
    expect(page.errors).toHaveLength(1);
    field().value = '2';
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped: every listener goes, the button carries its served quantity again', async () => {
    const tracker = trackListeners();
    render(served);
    const before = document.body.innerHTML;
    const scanner = await boot(['shop-add-to-cart'], [DEF]);
    fireEvent.focusIn(field());
    await flush();
    type('6');
    scanner.stop();
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    field().value = '2';
    expect(document.body.innerHTML).toBe(before);
  });

  it('stopped after an add: "View cart" goes back beside its button', async () => {
    await loop(['add-to-cart']);
    page.shop.reply('add_to_cart', json(responses.addSuccess));
    fireEvent.click(button());
    await settle();
    const link = $('.added_to_cart');
    page.scanner!.stop();
    expect(button().nextElementSibling).toBe(link);
  });
});
