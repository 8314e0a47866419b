import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openOverlay } from '../../core/overlay';
import { createScope } from '../../core/scope';
import { cart } from '../../core/signals';
import { markup, quickViewParams, quickViewParamsMalformed, responses } from '../../../tests/dom/support/fixtures';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, render, setGlobals, settle as settleWidgets, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json } from '../../../tests/dom/support/shop';

const page = usePage();

// React and the view are imported on the first intent; a cold machine transforms them on that
// first import (seconds), so waits for the view allow 10 s. React commits on its own scheduler.
const LOADED = { timeout: 10_000 };
const settle = async () => {
  await settleWidgets();
  await flush(5);
};
/**
 * The view has taken over the modal: its close control is a real button (the closed modal is
 * hidden, so out of the accessibility tree, and its controls have no name there yet).
 */
const viewMounted = () => vi.waitFor(() => expect(within(modal()).getByRole('button', { hidden: true }).tagName).toBe('BUTTON'), LOADED);
const opened = () => vi.waitFor(() => expect(isOpen()).toBe(true), LOADED);
const loadingGone = () => vi.waitFor(() => expect(loadingShown()).toEqual([false, false, false]), LOADED);

const AJAX = '/wp-admin/admin-ajax.php';
const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const modal = () => $('#woolentor-quickview-modal');
/** The quick-view link of the listing's nth product (the shop loop's button, then the legacy widget's link). */
const quickViewLink = (index: number) => within(screen.getAllByRole('listitem')[index]!).getByRole('link', { name: 'Vista rápida' });
const button = () => quickViewLink(0);
const legacy = () => quickViewLink(1);
/** The open dialog's close button, by its name. */
const closeButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' });
const addButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Añadir al carrito' });
const isOpen = () => modal().classList.contains('woolentor-quickview-open');
const loadingShown = () => [button().classList.contains('loading'), modal().classList.contains('loading'), document.body.classList.contains('woolentor-quickview-loader')];

const MINI_CART = `<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p></div>`;
const ADDED = JSON.stringify({
  fragments: {
    'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item mini_cart_item"><a href="#" class="remove remove_from_cart_button" data-product_id="13" data-cart_item_key="k13">×</a><span class="quantity">2 × 19,90 €</span></li></ul></div>`,
  },
  cart_hash: 'h-13',
});

/** WooLentor's frontend.css: the open class overrides the modal's inline hiding. */
const PLUGIN_CSS = '<style>.woolentor-quickview-open { visibility: visible !important; opacity: 1 !important; z-index: 1024 !important; }</style>';

async function start(params: unknown = quickViewParams, page = markup.quickView) {
  render(PLUGIN_CSS, page, MINI_CART);
  setGlobals({ woolentorQuickView: params });
  await boot(['quick-view']);
}

/** The pointer comes over the button (the widget's intent), then the click. */
async function openWith(target: HTMLElement, answer = html(responses.quickViewSimple)) {
  page.shop.reply(AJAX, answer);
  fireEvent.pointerOver(target);
  await viewMounted();
  fireEvent.click(target);
  await loadingGone();
  await settle();
}

describe('quick view', () => {
  it('a click shows the loading state at once, then the product in an open dialog with focus on its close button', async () => {
    await start();
    fireEvent.pointerOver(button());
    await viewMounted();
    const pending = page.shop.defer(AJAX);
    fireEvent.click(button());
    expect(loadingShown()).toEqual([true, true, true]);
    expect(isOpen()).toBe(false);

    const [request] = page.shop.to(AJAX);
    expect(Object.fromEntries(request!.body)).toEqual({ action: 'woolentor_quickview', id: '11', nonce: '3f9a1c2b7d' });
    pending.answer(html(responses.quickViewSimple));
    await opened();
    await settle();
    expect(loadingShown()).toEqual([false, false, false]);
    const dialog = screen.getByRole('dialog', { name: 'Taza de cerámica Amanecer' });
    expect(dialog).toBe($('.woolentor-quickview-modal-content'));
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Taza de cerámica Amanecer');
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Taza de cerámica Amanecer' })).toBe($('.woolentor-quickview-modal-body .product_title'));
    expect(document.activeElement).toBe(closeButton());
    expect(closeButton()).toBe($('.woolentor-quickview-modal-close'));
    expect(closeButton().tagName).toBe('BUTTON');
  });

  it('Tab from the last control goes round to the first, past roving items (tabindex -1) after it', async () => {
    await start();
    const roving = '<div role="tablist"><button role="tab" id="tab-a" aria-selected="true">Descripción</button><button role="tab" tabindex="-1">Valoraciones</button><button role="tab" tabindex="-1">Envío</button></div>';
    await openWith(button(), html(responses.quickViewSimple.replace(/<\/div>\s*$/, `${roving}</div>`)));
    const last = $('#tab-a');
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe($('.woolentor-quickview-modal-close'));
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
  });

  it('a non-modal overlay opened over it (the chat on its timer) leaves the page inert, Tab in the dialog and Escape to the dialog', async () => {
    await start();
    await openWith(button());
    const corner = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'corner', innerHTML: '<button>Chat</button>' }));
    const scope = createScope();
    onTestFinished(() => scope.dispose());
    openOverlay(scope, { name: 'chat', container: corner, modal: false, lockScroll: false, moveFocus: false });
    const page = document.querySelector<HTMLElement>('.woolentor-quickview-btn')!.closest('body > *') as HTMLElement;
    expect(page.inert).toBe(true);
    const close = $('.woolentor-quickview-modal-close');
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect($('.woolentor-quickview-modal-content').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await flush();
    expect(isOpen()).toBe(false);
  });

  it('a click that comes before the widget loaded is held, shows the loading state, and opens the product', async () => {
    await start();
    page.shop.reply(AJAX, html(responses.quickViewSimple));
    fireEvent.click(button());
    expect(loadingShown()).toEqual([true, true, true]);
    await opened();
    expect(page.shop.to(AJAX)).toHaveLength(1);
  });

  it.each([
    ['the close button', () => fireEvent.click(closeButton())],
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['a click on the overlay', () => {
      fireEvent.pointerDown($('.woolentor-quickview-overlay'));
      fireEvent.click($('.woolentor-quickview-overlay'));
    }],
  ])('closes on %s, empties the body and gives focus back to the button', async (_how, close) => {
    await start();
    button().focus();
    await openWith(button());
    expect(isOpen()).toBe(true);
    close();
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    await settle();
    expect($('.woolentor-quickview-modal-body').childElementCount).toBe(0);
    expect(document.activeElement).toBe(button());
  });

  it('the legacy and grid widgets’ link opens it too', async () => {
    await start();
    await openWith(legacy(), html(responses.quickViewVariable));
    expect(Object.fromEntries(page.shop.to(AJAX)[0]!.body).id).toBe('13');
    expect(isOpen()).toBe(true);
  });

  it('tells integrations the product is rendered (woolentor_quick_view_rendered)', async () => {
    await start();
    const rendered: Event[] = [];
    document.body.addEventListener('woolentor_quick_view_rendered', (event) => rendered.push(event));
    await openWith(button());
    expect(rendered).toHaveLength(1);
  });

  it('keeps the wrapper within the window’s height less 150 px, and follows a resize', async () => {
    await start();
    await openWith(button());
    const wrapper = $('.woolentor-quickview-modal-wrapper');
    expect(wrapper.style.maxHeight).toBe(`${window.innerHeight - 150}px`);
    const before = window.innerHeight;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    fireEvent(window, new Event('resize'));
    await vi.waitFor(() => expect(wrapper.style.maxHeight).toBe('350px'));
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: before });
  });

  it('an empty answer: the plugin’s message, the error event, and no modal stuck loading', async () => {
    await start();
    await openWith(button(), html(''));
    await settle();
    expect(isOpen()).toBe(false);
    expect(loadingShown()).toEqual([false, false, false]);
    expect(warningsFor(page, 'quick-view')).toEqual([expect.stringContaining('Something wrong loading fetching product data')]);
    expect(page.errors.map(({ widget }) => widget)).toEqual(['quick-view']);
    // Another try works.
    await openWith(button());
    expect(isOpen()).toBe(true);
  });

  it('a failed answer: the plugin’s message, the error event, and no modal stuck loading', async () => {
    await start();
    await openWith(button(), html('-1', 403));
    expect(isOpen()).toBe(false);
    expect(loadingShown()).toEqual([false, false, false]);
    expect(warningsFor(page, 'quick-view')).toEqual([expect.stringContaining('Something wrong with AJAX response.')]);
    expect(page.errors).toHaveLength(1);
  });

  it('add to cart inside: marks an empty attribute, posts the plugin’s payload, and updates the mini cart', async () => {
    await start();
    await openWith(legacy(), html(responses.quickViewVariable));
    const adding: CustomEvent[] = [];
    const added: CustomEvent[] = [];
    document.body.addEventListener('storefront:adding_to_cart', (event) => adding.push(event as CustomEvent));
    document.body.addEventListener('storefront:added_to_cart', (event) => added.push(event as CustomEvent));
    page.shop.reply(AJAX, json(ADDED));
    const add = addButton();
    expect(add).toBe($('.woolentor-quickview-modal-body .single_add_to_cart_button'));
    const submitted = !fireEvent.click(add);
    await vi.waitFor(() => expect(add.classList.contains('added')).toBe(true));

    expect(submitted).toBe(true);
    const size = within(screen.getByRole('dialog')).getByLabelText('Talla');
    expect(size).toBe($('#pa_talla'));
    expect(size.classList.contains('required')).toBe(true);
    expect(size.classList.contains('error')).toBe(true);
    const body = page.shop.to(AJAX)[1]!.body;
    expect([...body.keys()]).toEqual([
      'attribute_pa_color', 'attribute_pa_talla', 'quantity', 'add-to-cart', 'product_id', 'variation_id',
      'product_id', 'product_sku', 'quantity', 'variation_id', 'variations', 'action', 'nonce',
    ]);
    expect(body.get('variations')).toBe('{"attribute_pa_color":"azul"}');
    expect(body.getAll('product_id')).toEqual(['13', '13']);
    expect(body.get('action')).toBe('woolentor_quickview_insert_to_cart');
    expect(body.get('product_sku')).toBe('');
    expect(adding).toHaveLength(1);
    expect(added.map((event) => event.detail)).toEqual([{ fragments: JSON.parse(ADDED).fragments, cart_hash: 'h-13', button: add }]);
    expect(add.classList.contains('added')).toBe(true);
    expect(add.classList.contains('loading')).toBe(false);
    expect($('.widget_shopping_cart_content .quantity').textContent).toBe('2 × 19,90 €');
    expect(cart.value?.count).toBe(2);
  });

  it('a simple product: the form is sent without its submit button, so WooCommerce adds the product once', async () => {
    await start();
    await openWith(button());
    page.shop.reply(AJAX, json(ADDED));
    const add = $<HTMLButtonElement>('.woolentor-quickview-modal-body .single_add_to_cart_button');
    fireEvent.click(add);
    await vi.waitFor(() => expect(add.classList.contains('added')).toBe(true));
    const body = page.shop.to(AJAX)[1]!.body;
    expect(body.has('add-to-cart')).toBe(false);
    expect(body.getAll('product_id')).toEqual(['11']);
    expect(body.get('quantity')).toBe('1');
  });

  it('a refused add sends the shopper to the product page', async () => {
    await start();
    await openWith(button());
    page.shop.reply(AJAX, json(JSON.stringify({ error: true, product_url: '/producto/taza-ceramica-amanecer/' })));
    fireEvent.click(addButton());
    await vi.waitFor(() => expect(page.assign).toHaveBeenCalledWith(new URL('/producto/taza-ceramica-amanecer/', location.href).href));
  });

  it('with the shop’s ajax cart off, the form is left to submit', async () => {
    await start({ ...quickViewParams, optionData: { ...quickViewParams.optionData, enableAjaxCart: 'off' } });
    await openWith(button());
    const notCancelled = fireEvent.click(addButton());
    expect(notCancelled).toBe(true);
    expect(page.shop.to(AJAX)).toHaveLength(1);
  });

  it('a malformed global: one warning, the error event, and the buttons left to their links', async () => {
    await start(quickViewParamsMalformed);
    fireEvent.pointerOver(button());
    await settle();
    const notCancelled = fireEvent.click(button());
    await settle();
    expect(notCancelled).toBe(true);
    expect(page.shop.to(AJAX)).toHaveLength(0);
    expect(warningsFor(page, 'quick-view')).toEqual([expect.stringContaining('woolentorQuickView')]);
    expect(page.errors).toHaveLength(1);
  });

  it('no modal on the page: one warning, the error event, and the buttons left to their links', async () => {
    await start(quickViewParams, markup.quickViewMalformed);
    fireEvent.pointerOver(button());
    await settle();
    expect(fireEvent.click(button())).toBe(true);
    expect(warningsFor(page, 'quick-view')).toEqual([expect.stringContaining('#woolentor-quickview-modal')]);
    expect(page.errors).toHaveLength(1);
  });

  it('20 open and close cycles leave the page’s listeners where they were, and dispose leaves the modal as served', async () => {
    await start();
    const served = modal().innerHTML;
    fireEvent.pointerOver(button());
    await viewMounted();
    const tracker = trackListeners();
    for (let i = 0; i < 20; i++) {
      await openWith(button());
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await vi.waitFor(() => expect(isOpen()).toBe(false));
      await settle();
    }
    expect(tracker.live()).toEqual([]);
    tracker.stop();
    page.scanner!.stop();
    await flush();
    expect(modal().innerHTML).toBe(served);
  });
});
