// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { addToCartParams, cartFragmentsParams, markup, responses, SITE } from '../../../tests/dom/support/fixtures';
import { boot, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json, type Answer } from '../../../tests/dom/support/shop';

const page = usePage({ fakeTimers: true });

const TAZA_KEY = '6512bd43d9caa6e02c990b0a82652dca';
const TAZA_HREF = `${SITE}/carrito/?remove_item=${TAZA_KEY}&_wpnonce=7c1f4e2b9a`;

/** A shop listing with the Cart widget in the sidebar: every cart widget of the registry runs. */
async function shopWithMiniCart(): Promise<void> {
  render(markup.loop, markup.miniCart);
  setGlobals({ wc_add_to_cart_params: addToCartParams, wc_cart_fragments_params: cartFragmentsParams });
  await boot(['add-to-cart', 'mini-cart']);
}

const removeLink = (productId: string) =>
  document.querySelector<HTMLAnchorElement>(`.remove_from_cart_button[data-product_id="${productId}"]`)!;
const row = (productId: string) => removeLink(productId).closest<HTMLElement>('.woocommerce-mini-cart-item')!;
const rows = () => [...document.querySelectorAll('.woocommerce-mini-cart-item')];

describe('mini cart: removing an item', () => {
  it('blocks the row with a “Please wait...” overlay while the removal runs', async () => {
    await shopWithMiniCart();
    page.shop.defer('remove_from_cart');

    expect(fireEvent.click(removeLink('11'))).toBe(false);
    await settle();

    const blocked = row('11');
    expect(blocked.getAttribute('aria-busy')).toBe('true');
    expect(blocked.inert).toBe(true);
    const overlay = blocked.querySelector(':scope > .storefront-block-overlay')!;
    expect(overlay).not.toBeNull();
    expect(overlay.querySelector('[role="status"]')?.textContent).toBe('Please wait...');
    expect(row('22').hasAttribute('aria-busy')).toBe(false);
    expect(row('22').querySelector('.storefront-block-overlay')).toBeNull();
  });

  it('posts the cart_item_key to remove_from_cart and replaces the mini cart with the answer’s fragments', async () => {
    await shopWithMiniCart();
    page.shop.reply('remove_from_cart', json(responses.removeSuccess));

    fireEvent.click(removeLink('11'));
    await settle();

    const [request] = page.shop.to('remove_from_cart');
    expect(page.shop.requests).toHaveLength(1);
    expect(request?.url.href).toBe(`${SITE}/?wc-ajax=remove_from_cart`);
    expect(request?.method).toBe('POST');
    expect(Object.fromEntries(request!.body)).toEqual({ cart_item_key: TAZA_KEY });
    expect(rows()).toHaveLength(1);
    expect(removeLink('22')).not.toBeNull();
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('1 producto');
    expect(document.querySelector('.storefront-block-overlay')).toBeNull();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('emits removed_from_cart once, with (fragments, cart_hash, $link) for jQuery handlers', async () => {
    const $ = installJQuery();
    await shopWithMiniCart();
    page.shop.reply('remove_from_cart', json(responses.removeSuccess));
    const handler = vi.fn();
    $(document.body).on('removed_from_cart', handler);
    const link = removeLink('11');

    fireEvent.click(link);
    await settle();

    const { fragments, cart_hash } = JSON.parse(responses.removeSuccess) as { fragments: object; cart_hash: string };
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[1]).toEqual(fragments);
    expect(handler.mock.calls[0]?.[2]).toBe(cart_hash);
    expect((handler.mock.calls[0]?.[3] as JQuery)[0]).toBe(link);
  });

  it('removes on Space, since the link has role=button', async () => {
    await shopWithMiniCart();
    page.shop.reply('remove_from_cart', json(responses.removeSuccess));
    fireEvent.pointerDown(removeLink('22'));
    await settle();

    expect(fireEvent.keyDown(removeLink('22'), { key: ' ' })).toBe(false);
    await settle();

    expect(page.shop.to('remove_from_cart').map((r) => r.body.get('cart_item_key'))).toEqual([
      'b6d767d2f8ed5d21a44b0e5886680cb9',
    ]);
  });

  it('shares one queue with add to cart: a removal waits for the add before it', async () => {
    await shopWithMiniCart();
    const add = page.shop.defer('add_to_cart');
    page.shop.reply('remove_from_cart', json(responses.removeSuccess));

    fireEvent.click(document.querySelector<HTMLElement>('.add_to_cart_button[data-product_id="27"]')!);
    fireEvent.click(removeLink('11'));
    await settle();
    expect(page.shop.requests.map((r) => r.endpoint)).toEqual(['add_to_cart']);

    add.answer(json(responses.addSuccess));
    await settle();
    expect(page.shop.requests.map((r) => r.endpoint)).toEqual(['add_to_cart', 'remove_from_cart']);
  });

  it('replaces the mini cart on a page with no add-to-cart buttons (the Cart widget in a blog sidebar)', async () => {
    render('<article class="post"><h1>Recetas de té</h1></article>', markup.miniCart);
    // wc_cart_fragments_params is left out so no fragment refresh can stand in for the removal's own.
    setGlobals({ wc_add_to_cart_params: addToCartParams });
    await boot();
    page.shop.reply('remove_from_cart', json(responses.removeSuccess));

    fireEvent.click(removeLink('11'));
    await settle();

    expect(page.shop.to('remove_from_cart')).toHaveLength(1);
    expect(rows()).toHaveLength(1);
    expect(document.querySelector('.storefront-block-overlay')).toBeNull();
  });
});

describe('mini cart: falling back to the link', () => {
  it('follows the link’s href when the answer has no fragments ({success:false})', async () => {
    await shopWithMiniCart();
    page.shop.reply('remove_from_cart', json(responses.removeFailure));

    fireEvent.click(removeLink('11'));
    await settle();

    expect(page.assign).toHaveBeenCalledTimes(1);
    expect(page.assign).toHaveBeenCalledWith(TAZA_HREF);
    expect(row('11').hasAttribute('aria-busy')).toBe(false);
    expect(row('11').querySelector('.storefront-block-overlay')).toBeNull();
    expect(rows()).toHaveLength(2);
    expect(warningsFor(page, 'mini-cart')).toEqual(['[storefront] mini-cart: remove_from_cart answered without fragments']);
  });

  const failures: Array<[string, Answer]> = [
    ['an HTTP 500', html(responses.criticalError, 500)],
    ['a dropped connection', { network: 'error' }],
    ['an answer of the wrong shape', json(responses.removeMalformed)],
    ['an HTML page with status 200', html(responses.criticalError)],
  ];
  it.each(failures)('follows the link’s href after %s, and reports it', async (_case, reply) => {
    await shopWithMiniCart();
    page.shop.reply('remove_from_cart', reply);

    fireEvent.click(removeLink('11'));
    await settle();

    expect(page.assign).toHaveBeenCalledWith(TAZA_HREF);
    expect(row('11').hasAttribute('aria-busy')).toBe(false);
    expect(warningsFor(page, 'mini-cart')).toHaveLength(1);
    expect(page.errors.map((error) => error.widget)).toEqual(['mini-cart']);
  });

  it('follows the href of a remove link without data-cart_item_key, sending nothing', async () => {
    render(markup.miniCartMalformed);
    setGlobals({ wc_add_to_cart_params: addToCartParams });
    await boot(['mini-cart']);

    fireEvent.click(document.querySelector('.remove_from_cart_button')!);
    await settle();

    expect(page.shop.requests).toEqual([]);
    expect(page.assign).toHaveBeenCalledWith(TAZA_HREF);
    expect(warningsFor(page, 'mini-cart')[0]).toContain('data-cart_item_key');
  });

  it('stays off, leaving remove links to their href, without wc_add_to_cart_params', async () => {
    render(markup.miniCart);
    await boot();

    expect(fireEvent.click(removeLink('11'))).toBe(true);
    await settle();
    expect(page.shop.requests).toEqual([]);
  });
});
