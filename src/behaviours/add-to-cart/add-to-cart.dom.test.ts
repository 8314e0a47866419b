// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import {
  addToCartParams,
  addToCartParamsMalformed,
  cartFragmentsParams,
  fragmentsOf,
  markup,
  responses,
  SITE,
} from '../../../tests/dom/support/fixtures';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { html, json, type Answer } from '../../../tests/dom/support/shop';

const page = usePage({ fakeTimers: true });

const FAILED_NAMED = 'No se ha podido añadir «Taza de cerámica Amanecer» al carrito. Inténtalo de nuevo.';

async function shopPage(params: Record<string, unknown> = addToCartParams): Promise<void> {
  render(markup.loop, markup.miniCart);
  setGlobals({ wc_add_to_cart_params: params, wc_cart_fragments_params: cartFragmentsParams });
  await boot(['add-to-cart']);
}

const button = (productId: string) => document.querySelector<HTMLElement>(`.add_to_cart_button[data-product_id="${productId}"]`)!;
const miniCart = () => document.querySelector<HTMLElement>('div.widget_shopping_cart_content')!;
function parse(serverHtml: string): Element {
  const template = document.createElement('template');
  template.innerHTML = serverHtml;
  return template.content.firstElementChild!;
}

describe('add to cart: the request', () => {
  it('posts every data-* attribute of the button to the add_to_cart endpoint', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addSuccess));

    fireEvent.click(button('11'));
    await settle();

    const [request] = page.shop.to('add_to_cart');
    expect(page.shop.requests).toHaveLength(1);
    expect(request?.url.href).toBe(`${SITE}/?wc-ajax=add_to_cart`);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(Object.fromEntries(request!.body)).toEqual({
      quantity: '1',
      product_id: '11',
      product_sku: 'TAZ-AMA-01',
      success_message: '«Taza de cerámica Amanecer» se ha añadido a tu carrito',
    });
  });

  it('with jQuery, also posts values stored with $.data(), and attribute values win', async () => {
    const $ = installJQuery();
    await shopPage();
    $(button('11')).data('quantity', 3).data('gift_wrap', 'yes').data('widget', { not: 'postable' });
    page.shop.reply('add_to_cart', json(responses.addSuccess));

    fireEvent.click(button('11'));
    await settle();

    const body = page.shop.to('add_to_cart')[0]!.body;
    expect(body.get('gift_wrap')).toBe('yes');
    expect(body.get('quantity')).toBe('1');
    expect(body.has('widget')).toBe(false);
  });

  it('prevents the link’s navigation for AJAX buttons', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addSuccess));

    expect(fireEvent.click(button('11'))).toBe(false);
  });

  it('sends queued add-to-cart requests one at a time, in click order', async () => {
    await shopPage();
    const first = page.shop.defer('add_to_cart');
    const second = page.shop.defer('add_to_cart');
    const third = page.shop.defer('add_to_cart');

    fireEvent.click(button('11'));
    fireEvent.click(button('22'));
    fireEvent.click(button('27'));
    await settle();
    expect(page.shop.to('add_to_cart').map((r) => r.body.get('product_id'))).toEqual(['11']);

    first.answer(json(responses.addSuccess));
    await settle();
    expect(page.shop.to('add_to_cart').map((r) => r.body.get('product_id'))).toEqual(['11', '22']);

    second.answer({ network: 'error' });
    await settle();
    expect(page.shop.to('add_to_cart').map((r) => r.body.get('product_id'))).toEqual(['11', '22', '27']);

    third.answer(json(responses.addSuccess));
    await settle();
    expect(button('27').classList.contains('added')).toBe(true);
    expect(warningsFor(page, 'add-to-cart')).toEqual(['[storefront] add-to-cart: add_to_cart failed: Failed to fetch']);
  });

  it('holds a click that arrives before the widget started and sends exactly one request', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    page.shop.reply('add_to_cart', json(responses.addSuccess));
    await shopPage();

    fireEvent.click(button('11'));
    // Busy at once, inside the held click, while the widget's chunk is still on its way.
    expect(button('11').classList.contains('loading')).toBe(true);
    await settle();

    expect(page.shop.to('add_to_cart')).toHaveLength(1);
    expect(button('11').classList.contains('added')).toBe(true);
  });

  it('shows no busy state on a held click at a button without a product id (WooCommerce leaves it to its link)', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    await shopPage();
    const link = button('11');
    link.setAttribute('data-product_id', '');
    fireEvent.click(link);
    expect(link.classList.contains('loading')).toBe(false);
    await settle();
  });

  it('adds to cart on Space, since the link has role=button', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addSuccess));

    const notPrevented = fireEvent.keyDown(button('22'), { key: ' ' });
    await settle();

    expect(notPrevented).toBe(false);
    expect(page.shop.to('add_to_cart').map((r) => r.body.get('product_id'))).toEqual(['22']);
  });
});

describe('add to cart: success', () => {
  it('lets the busy button paint before the rest of the click’s work: no adding_to_cart or request inside the click', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addSuccess));
    const adding = vi.fn();
    document.body.addEventListener('storefront:adding_to_cart', adding);

    fireEvent.click(button('11'));
    expect(button('11').classList.contains('loading')).toBe(true);
    expect(adding).not.toHaveBeenCalled();
    expect(page.shop.to('add_to_cart')).toHaveLength(0);

    await settle();
    expect(adding).toHaveBeenCalledTimes(1);
    expect(page.shop.to('add_to_cart')).toHaveLength(1);
    document.body.removeEventListener('storefront:adding_to_cart', adding);
  });

  it('marks the button loading while the request runs, then added, with one View cart link after it', async () => {
    await shopPage();
    const answer = page.shop.defer('add_to_cart');

    fireEvent.click(button('11'));
    await settle();
    expect(button('11').classList.contains('loading')).toBe(true);
    expect(button('11').classList.contains('added')).toBe(false);

    answer.answer(json(responses.addSuccess));
    await settle();
    expect(button('11').classList.contains('loading')).toBe(false);
    expect(button('11').classList.contains('added')).toBe(true);
    const link = button('11').nextElementSibling as HTMLAnchorElement;
    expect(link.matches('a.added_to_cart.wc-forward')).toBe(true);
    expect(link.href).toBe(`${SITE}/carrito/`);
    expect(link.title).toBe('Ver carrito');
    expect(link.textContent).toBe('Ver carrito');

    // Clicked again while `added`: the click itself takes `added` away (spec §4), well before the
    // answer puts it back.
    const again = page.shop.defer('add_to_cart');
    fireEvent.click(button('11'));
    expect(button('11').classList.contains('added')).toBe(false);
    expect(button('11').classList.contains('loading')).toBe(true);
    await settle();
    expect(button('11').classList.contains('added')).toBe(false);

    again.answer(json(responses.addSuccess));
    await settle();
    expect(button('11').classList.contains('added')).toBe(true);
    expect(button('11').parentElement!.querySelectorAll('.added_to_cart')).toHaveLength(1);
  });

  it('never inserts a View cart link on the cart page (is_cart)', async () => {
    await shopPage({ ...addToCartParams, is_cart: '1' });
    page.shop.reply('add_to_cart', json(responses.addSuccess));

    fireEvent.click(button('11'));
    await settle();

    expect(button('11').classList.contains('added')).toBe(true);
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('dims the cart fragments while the request runs, then replaces them with the answer’s', async () => {
    await shopPage();
    const answer = page.shop.defer('add_to_cart');

    fireEvent.click(button('27'));
    await settle();
    expect(miniCart().classList.contains('updating')).toBe(true);
    // Spec §9: to 0.6 opacity over 400 ms.
    expect(miniCart().style.opacity).toBe('0.6');
    expect(miniCart().style.transition).toMatch(/^opacity (400ms|0\.4s)$/);

    answer.answer(json(responses.addSuccess));
    await settle();
    const { fragments } = fragmentsOf(responses.addSuccess);
    expect(miniCart().isEqualNode(parse(fragments['div.widget_shopping_cart_content']!))).toBe(true);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(3);
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('3 productos');
    expect(document.querySelector('.updating')).toBeNull();
  });

  it('with prefers-reduced-motion, dims the cart fragments at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    await shopPage();
    page.shop.defer('add_to_cart');

    fireEvent.click(button('27'));
    await settle();

    expect(miniCart().style.opacity).toBe('0.6');
    expect(miniCart().style.transition).toBe('none');
  });

  it('announces the button’s success message in the live region 1000 ms after the answer', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addSuccess));

    fireEvent.click(button('11'));
    await settle();
    const region = () => document.querySelector('.widget_shopping_cart_live_region');
    expect(region()?.textContent ?? '').toBe('');

    await flush(999);
    expect(region()?.textContent ?? '').toBe('');
    await flush(1);
    expect(region()?.textContent).toBe('«Taza de cerámica Amanecer» se ha añadido a tu carrito');
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.getAttribute('aria-relevant')).toBe('all');

    // The next click clears it, as WooCommerce does.
    page.shop.reply('add_to_cart', json(responses.addSuccess));
    fireEvent.click(button('22'));
    expect(region()?.textContent).toBe('');
    expect(region()?.hasAttribute('aria-relevant')).toBe(false);
  });

  it('emits adding_to_cart, then added_to_cart whose own handling emits wc_cart_button_updated, with their payloads', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addSuccess));
    const seen: Array<[string, unknown]> = [];
    for (const name of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']) {
      document.addEventListener(`storefront:${name}`, (event) => seen.push([name, (event as CustomEvent).detail]));
    }

    fireEvent.click(button('11'));
    await settle();

    const { fragments, cart_hash } = fragmentsOf(responses.addSuccess);
    // As in WooCommerce: updateButton is its own added_to_cart handler, bound before any other, and
    // triggers wc_cart_button_updated from inside it, so later listeners see that event first.
    expect(seen.map(([name]) => name)).toEqual(['adding_to_cart', 'wc_cart_button_updated', 'added_to_cart']);
    expect(seen[0]?.[1]).toEqual({
      button: button('11'),
      data: {
        quantity: '1',
        product_id: '11',
        product_sku: 'TAZ-AMA-01',
        success_message: '«Taza de cerámica Amanecer» se ha añadido a tu carrito',
      },
    });
    expect(seen[1]?.[1]).toEqual({ button: button('11') });
    expect(seen[2]?.[1]).toEqual({ fragments, cart_hash, button: button('11') });
  });

  it('lets jQuery handlers bound after start see the button already updated and the fragments replaced (WC #15447)', async () => {
    const $ = installJQuery();
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addSuccess));
    const observed = vi.fn((_event: unknown, _fragments: unknown, _hash: unknown, $button: JQuery) => ({
      added: $button.hasClass('added'),
      rows: document.querySelectorAll('.woocommerce-mini-cart-item').length,
    }));
    $(document.body).on('added_to_cart', observed);

    fireEvent.click(button('11'));
    await settle();

    expect(observed).toHaveBeenCalledTimes(1);
    expect(observed.mock.results[0]?.value).toEqual({ added: true, rows: 3 });
  });

  it('goes to the cart when the shop redirects after add (cart_redirect_after_add = yes)', async () => {
    await shopPage({ ...addToCartParams, cart_redirect_after_add: 'yes' });
    page.shop.reply('add_to_cart', json(responses.addSuccess));

    fireEvent.click(button('11'));
    await settle();

    expect(page.assign).toHaveBeenCalledTimes(1);
    expect(page.assign).toHaveBeenCalledWith(`${SITE}/carrito/`);
  });

  it('treats fragments: [] (PHP’s empty array, when a theme unsets every fragment) as an added product', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addEmptyFragments));

    fireEvent.click(button('11'));
    await settle();

    expect(button('11').classList.contains('loading')).toBe(false);
    expect(button('11').classList.contains('added')).toBe(true);
    expect(document.querySelector('.woocommerce-error')).toBeNull();
    expect(page.errors).toEqual([]);
  });

  it('leaves the mini cart undimmed when a plugin answers without fragments', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addNoFragments));

    fireEvent.click(button('11'));
    await settle();

    expect(button('11').classList.contains('loading')).toBe(false);
    expect(button('11').classList.contains('added')).toBe(false);
    expect(miniCart().classList.contains('updating')).toBe(false);
    expect(miniCart().style.opacity).toBe('');
  });
});

describe('add to cart: vetoed', () => {
  it('sends nothing when a namespaced should_send_ajax_request handler returns false, and tells ajax_request_not_sent handlers', async () => {
    const $ = installJQuery();
    await shopPage();
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    const notSent = vi.fn();
    const updated = vi.fn();
    $(document.body).on('ajax_request_not_sent.adding_to_cart', notSent);
    $(document.body).on('wc_cart_button_updated', updated);

    fireEvent.click(button('11'));
    await settle();

    expect(page.shop.requests).toEqual([]);
    expect(button('11').classList.contains('loading')).toBe(false);
    expect(button('11').classList.contains('added')).toBe(false);
    expect(document.querySelector('.added_to_cart')).toBeNull();
    expect(notSent).toHaveBeenCalledTimes(1);
    expect(notSent.mock.calls[0]?.slice(1, 3)).toEqual([false, false]);
    expect((notSent.mock.calls[0]?.[3] as JQuery)[0]).toBe(button('11'));
    expect(updated).toHaveBeenCalledTimes(1);
    expect((updated.mock.calls[0]?.[1] as JQuery)[0]).toBe(button('11'));
  });

  it('sends nothing when a native listener prevents storefront:should_send_ajax_request', async () => {
    await shopPage();
    const veto = (event: Event) => event.preventDefault();
    document.addEventListener('storefront:should_send_ajax_request', veto);

    fireEvent.click(button('22'));
    await settle();

    expect(page.shop.requests).toEqual([]);
    expect(button('22').classList.contains('loading')).toBe(false);
    document.removeEventListener('storefront:should_send_ajax_request', veto);
  });
});

describe('add to cart: the shop refuses', () => {
  it('goes to the product page when the answer is {error, product_url}', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addError));

    fireEvent.click(button('27'));
    await settle();

    expect(page.assign).toHaveBeenCalledTimes(1);
    expect(page.assign).toHaveBeenCalledWith(`${SITE}/producto/tetera-hierro-fundido/`);
    expect(document.querySelector('.woocommerce-error')).toBeNull();
  });

  it('never follows a product_url on another origin, and shows the error notice instead', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', json(responses.addErrorOffsite));

    fireEvent.click(button('27'));
    await settle();

    expect(page.assign).not.toHaveBeenCalled();
    expect(button('27').classList.contains('loading')).toBe(false);
    expect(document.querySelector('.woocommerce-error[role="alert"]')?.textContent).toBe(
      'No se ha podido añadir «Tetera de hierro fundido» al carrito. Inténtalo de nuevo.',
    );
    expect(warningsFor(page, 'add-to-cart')).toHaveLength(1);
  });
});

describe('add to cart: failures never leave the button loading', () => {
  const failures: Array<[string, Answer, number]> = [
    ['an HTTP 500 (WordPress critical error page)', html(responses.criticalError, 500), 0],
    ['an HTML page with status 200', html(responses.criticalError), 0],
    ['JSON cut short', json('{"fragments":{"div.widget_shopping_cart_content":"<div class=\\"widget_'), 0],
    ['JSON of the wrong shape', json(responses.addMalformed), 0],
    ['an empty body (no product_id reached the server)', json(''), 0],
    ['a dropped connection', { network: 'error' }, 0],
    ['no answer within request_timeout (5000 ms)', { network: 'hang' }, 5000],
  ];

  it.each(failures)('after %s: Spanish error notice with role=alert, storefront:error, cart fragments untouched', async (_case, reply, waitMs) => {
    await shopPage();
    page.shop.reply('add_to_cart', reply);
    const cartBefore = miniCart();
    const cartHtml = cartBefore.outerHTML;
    const headerCart = document.querySelector('a.cart-contents')!.outerHTML;

    fireEvent.click(button('11'));
    await settle();
    if (waitMs) {
      await flush(waitMs - 1);
      expect(button('11').classList.contains('loading')).toBe(true);
      await flush(1);
    }
    await settle();

    expect(button('11').classList.contains('loading')).toBe(false);
    expect(button('11').classList.contains('added')).toBe(false);
    expect(document.querySelector('.added_to_cart')).toBeNull();

    const notice = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper > .woocommerce-error')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(FAILED_NAMED);
    expect(document.querySelectorAll('.woocommerce-error')).toHaveLength(1);

    expect(page.errors).toHaveLength(1);
    expect(page.errors[0]?.widget).toBe('add-to-cart');
    expect(warningsFor(page, 'add-to-cart')).toHaveLength(1);

    expect(miniCart()).toBe(cartBefore);
    expect(miniCart().outerHTML).toBe(cartHtml);
    expect(document.querySelector('a.cart-contents')!.outerHTML).toBe(headerCart);
    expect(document.querySelector('.updating')).toBeNull();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('replaces its own earlier error notice on a second failure instead of stacking them', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', html(responses.criticalError, 500));

    fireEvent.click(button('11'));
    await settle();
    fireEvent.click(button('27'));
    await settle();

    const errors = document.querySelectorAll('.woocommerce-error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.textContent).toBe('No se ha podido añadir «Tetera de hierro fundido» al carrito. Inténtalo de nuevo.');
    expect(button('11').classList.contains('loading')).toBe(false);
    expect(button('27').classList.contains('loading')).toBe(false);
    // The same failure twice is reported once.
    expect(warningsFor(page, 'add-to-cart')).toEqual(['[storefront] add-to-cart: add_to_cart failed: HTTP 500']);
  });

  it('moves focus to the error notice after 500 ms', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', html(responses.criticalError, 500));

    fireEvent.click(button('11'));
    await settle();
    const notice = document.querySelector<HTMLElement>('.woocommerce-error')!;
    expect(document.activeElement).not.toBe(notice);

    await flush(500);
    expect(document.activeElement).toBe(notice);
    expect(warningsFor(page, 'add-to-cart')).toHaveLength(1);
  });

  it('asks for fresh fragments after a failure, since the request may have reached the shop', async () => {
    await shopPage();
    page.shop.reply('add_to_cart', html(responses.criticalError, 500));
    const refresh = vi.fn();
    document.addEventListener('storefront:wc_fragment_refresh', refresh);

    fireEvent.click(button('11'));
    await settle();

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(warningsFor(page, 'add-to-cart')).toHaveLength(1);
    document.removeEventListener('storefront:wc_fragment_refresh', refresh);
  });
});

describe('add to cart: markup it leaves alone', () => {
  it('leaves a button without data-product_id to its link (default not prevented, nothing sent)', async () => {
    render(markup.loopMalformed, markup.miniCart);
    setGlobals({ wc_add_to_cart_params: addToCartParams });
    await boot(['add-to-cart']);
    const malformed = document.querySelector<HTMLElement>('.add_to_cart_button')!;

    const notPrevented = fireEvent.click(malformed);
    await settle();

    expect(notPrevented).toBe(true);
    expect(page.shop.requests).toEqual([]);
    expect(malformed.classList.contains('loading')).toBe(false);
  });

  it('leaves a button whose data-product_id is empty to its link, as WooCommerce does', async () => {
    await shopPage();
    button('11').setAttribute('data-product_id', '');

    const notPrevented = fireEvent.click(document.querySelector<HTMLElement>('.add_to_cart_button[data-product_id=""]')!);
    await settle();

    expect(notPrevented).toBe(true);
    expect(page.shop.requests).toEqual([]);
  });

  it('leaves a variable product’s “Seleccionar opciones” button (no ajax_add_to_cart) to its link', async () => {
    await shopPage();

    expect(fireEvent.click(button('13'))).toBe(true);
    await settle();
    expect(page.shop.requests).toEqual([]);
  });

  it('leaves block buttons (wc-interactive) to the Interactivity API', async () => {
    await shopPage();
    button('22').classList.add('wc-interactive');

    expect(fireEvent.click(button('22'))).toBe(true);
    await settle();
    expect(page.shop.requests).toEqual([]);
  });

  it('keeps the server markup when wc_add_to_cart_params is malformed, and says why once', async () => {
    await shopPage(addToCartParamsMalformed);
    // The params are read once a click's busy state has painted: finding them malformed, the
    // widget gives the click back to the button's own link, and leaves later clicks to it.
    const followed = vi.spyOn(window.location, 'assign').mockImplementation(() => {});

    fireEvent.click(button('11'));
    await settle();
    expect(followed.mock.calls).toEqual([[(button('11') as HTMLAnchorElement).href]]);
    expect(fireEvent.click(button('22'))).toBe(true);
    await settle();

    expect(page.shop.requests).toEqual([]);
    expect(button('11').classList.contains('loading')).toBe(false);
    const warnings = warningsFor(page, 'add-to-cart');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('wc_add_to_cart_params');
  });

  it('stays off, leaving every button to its link, when wc_add_to_cart_params is absent (AJAX add to cart disabled)', async () => {
    render(markup.loop);
    await boot(['add-to-cart']);

    expect(fireEvent.click(button('11'))).toBe(true);
    await settle();
    expect(page.shop.requests).toEqual([]);
    expect(page.warn).not.toHaveBeenCalled();
  });
});
