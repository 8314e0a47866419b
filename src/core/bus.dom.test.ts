// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { describe, expect, it, vi } from 'vitest';
import { installJQuery, render, usePage } from '../../tests/dom/support/page';
import { askShouldSend, emit, on } from './bus';
import type { BusEvents } from './events';

usePage();

const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };

function loopButton(): HTMLElement {
  render(
    '<ul class="products"><li><a href="/tienda/?add-to-cart=11" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="11" role="button">Añadir al carrito</a></li></ul>',
  );
  return document.querySelector<HTMLElement>('.add_to_cart_button')!;
}

/** What a jQuery handler received after the event object. */
const argsOf = (handler: { mock: { calls: unknown[][] } }, call = 0) => handler.mock.calls[call]?.slice(1) ?? [];
const elementOf = (collection: unknown) => (collection as { 0?: Element })[0];

describe('emit without jQuery', () => {
  it('dispatches storefront:<name> with the typed detail and the bare name as a CustomEvent, once each', () => {
    const button = loopButton();
    const own = vi.fn();
    const bare = vi.fn();
    document.addEventListener('storefront:added_to_cart', own);
    document.addEventListener('added_to_cart', bare);
    const detail: BusEvents['added_to_cart'] = { fragments: FRAGMENTS, cart_hash: '9d3c5e0b', button };

    emit('added_to_cart', detail);

    expect(own).toHaveBeenCalledTimes(1);
    expect(bare).toHaveBeenCalledTimes(1);
    const ownEvent = own.mock.calls[0]?.[0] as CustomEvent;
    const bareEvent = bare.mock.calls[0]?.[0] as CustomEvent;
    expect(ownEvent.detail).toEqual(detail);
    expect(ownEvent.target).toBe(document.body);
    expect(bareEvent).toBeInstanceOf(CustomEvent);
    expect(bareEvent.detail).toEqual(detail);
    document.removeEventListener('storefront:added_to_cart', own);
    document.removeEventListener('added_to_cart', bare);
  });

  it('names the storefront event after the type of a namespaced plugin event', () => {
    const button = loopButton();
    const own = vi.fn();
    document.addEventListener('storefront:ajax_request_not_sent', own);

    emit('ajax_request_not_sent.adding_to_cart', { button });

    expect(own).toHaveBeenCalledTimes(1);
    expect((own.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ button });
    document.removeEventListener('storefront:ajax_request_not_sent', own);
  });
});

describe('emit with jQuery on the page', () => {
  it('gives bare-name jQuery handlers WooCommerce’s added_to_cart arguments (fragments, cart_hash, $button), exactly once', () => {
    const $ = installJQuery();
    const button = loopButton();
    const handler = vi.fn();
    const nativeBare = vi.fn();
    const own = vi.fn();
    $(document.body).on('added_to_cart', handler);
    document.addEventListener('added_to_cart', nativeBare);
    document.addEventListener('storefront:added_to_cart', own);

    emit('added_to_cart', { fragments: FRAGMENTS, cart_hash: '9d3c5e0b', button });

    expect(handler).toHaveBeenCalledTimes(1);
    const [fragments, cartHash, $button] = argsOf(handler);
    expect(fragments).toBe(FRAGMENTS);
    expect(cartHash).toBe('9d3c5e0b');
    expect(elementOf($button)).toBe(button);
    expect(($button as { jquery?: string }).jquery).toBe('3.7.1');
    // Never both for the bare name: jQuery's trigger does not reach native listeners.
    expect(nativeBare).not.toHaveBeenCalled();
    expect(own).toHaveBeenCalledTimes(1);
    document.removeEventListener('added_to_cart', nativeBare);
    document.removeEventListener('storefront:added_to_cart', own);
  });

  it('gives adding_to_cart handlers ($button, data)', () => {
    const $ = installJQuery();
    const button = loopButton();
    const handler = vi.fn();
    $(document.body).on('adding_to_cart', handler);
    const data = { product_id: '11', quantity: '1' };

    emit('adding_to_cart', { button, data });

    expect(handler).toHaveBeenCalledTimes(1);
    const [$button, sent] = argsOf(handler);
    expect(elementOf($button)).toBe(button);
    expect(sent).toBe(data);
  });

  it('gives wc_cart_button_updated handlers ($button)', () => {
    const $ = installJQuery();
    const button = loopButton();
    const handler = vi.fn();
    $(document.body).on('wc_cart_button_updated', handler);

    emit('wc_cart_button_updated', { button });

    expect(handler).toHaveBeenCalledTimes(1);
    const args = argsOf(handler);
    expect(args).toHaveLength(1);
    expect(elementOf(args[0])).toBe(button);
  });

  it('triggers ajax_request_not_sent.adding_to_cart with (false, false, $button), reaching only namespaced handlers', () => {
    const $ = installJQuery();
    const button = loopButton();
    const namespaced = vi.fn();
    const bare = vi.fn();
    $(document.body).on('ajax_request_not_sent.adding_to_cart', namespaced);
    $(document.body).on('ajax_request_not_sent', bare);

    emit('ajax_request_not_sent.adding_to_cart', { button });

    expect(namespaced).toHaveBeenCalledTimes(1);
    const [fragments, cartHash, $button] = argsOf(namespaced);
    expect(fragments).toBe(false);
    expect(cartHash).toBe(false);
    expect(elementOf($button)).toBe(button);
    expect(bare).not.toHaveBeenCalled();
  });

  it('reaches delegated handlers on document once', () => {
    const $ = installJQuery();
    const handler = vi.fn();
    $(document).on('wc_fragments_refreshed', handler);

    emit('wc_fragments_refreshed', {});

    expect(handler).toHaveBeenCalledTimes(1);
    expect(argsOf(handler)).toEqual([]);
  });
});

describe('emit when a third-party jQuery handler throws', () => {
  it('does not throw to the emitter, reports the error like a native listener would, and our own listener still ran', () => {
    const $ = installJQuery();
    const button = loopButton();
    const own = vi.fn();
    const broken = new Error('theme handler bug');
    document.addEventListener('storefront:added_to_cart', own);
    $(document.body).on('added_to_cart', () => {
      throw broken;
    });
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);

    expect(() => emit('added_to_cart', { fragments: FRAGMENTS, cart_hash: '9d3c5e0b', button })).not.toThrow();

    expect(own).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(broken);
    vi.unstubAllGlobals();
  });
});

describe('on', () => {
  it('with jQuery: hears a third party’s jQuery trigger once, with its arguments read into the detail', () => {
    const $ = installJQuery();
    const button = loopButton();
    const handler = vi.fn();
    const off = on('added_to_cart', handler);

    $(document.body).trigger('added_to_cart', [FRAGMENTS, '9d3c5e0b', $(button)]);

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ fragments: FRAGMENTS, cart_hash: '9d3c5e0b', button }, expect.any(Element));
    off();
  });

  it('with jQuery: hears a native trigger once (WooCommerce’s newer detail.detail = [fragments, hash, button])', () => {
    installJQuery();
    const button = loopButton();
    const handler = vi.fn();
    const off = on('added_to_cart', handler);

    document.body.dispatchEvent(
      new CustomEvent('added_to_cart', { bubbles: true, detail: { detail: [FRAGMENTS, '9d3c5e0b', button] } }),
    );

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ fragments: FRAGMENTS, cart_hash: '9d3c5e0b', button }, expect.any(Element));
    off();
  });

  it('with jQuery: hears our own emit exactly once, not again through the jQuery echo', () => {
    installJQuery();
    const button = loopButton();
    const handler = vi.fn();
    const off = on('added_to_cart', handler);

    emit('added_to_cart', { fragments: FRAGMENTS, cart_hash: '9d3c5e0b', button });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ fragments: FRAGMENTS, cart_hash: '9d3c5e0b', button }, expect.any(Element));
    off();
  });

  it('with jQuery: hears a third party’s argument-less wc_fragment_refresh trigger once', () => {
    const $ = installJQuery();
    const handler = vi.fn();
    const off = on('wc_fragment_refresh', handler);

    $(document.body).trigger('wc_fragment_refresh');

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({}, expect.any(Element));
    off();
  });

  it('without jQuery: hears a native third-party trigger once and our own emit once', () => {
    const handler = vi.fn();
    const off = on('wc_fragment_refresh', handler);

    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    emit('wc_fragment_refresh', {});

    expect(handler).toHaveBeenCalledTimes(2);
    off();
  });

  it('stops hearing both our events and third parties’ once disposed', () => {
    const $ = installJQuery();
    const handler = vi.fn();
    const off = on('wc_fragment_refresh', handler);
    off();

    emit('wc_fragment_refresh', {});
    $(document.body).trigger('wc_fragment_refresh');
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));

    expect(handler).not.toHaveBeenCalled();
  });
});

describe('askShouldSend', () => {
  it('lets the request go when nobody objects', () => {
    installJQuery();
    expect(askShouldSend(loopButton())).toBe(true);
  });

  it('is vetoed by a jQuery handler bound to should_send_ajax_request.adding_to_cart returning false, which gets ($button)', () => {
    const $ = installJQuery();
    const button = loopButton();
    const veto = vi.fn(() => false);
    $(document.body).on('should_send_ajax_request.adding_to_cart', veto);

    expect(askShouldSend(button)).toBe(false);
    expect(veto).toHaveBeenCalledTimes(1);
    expect(elementOf(argsOf(veto)[0])).toBe(button);
  });

  it('is not vetoed by a handler bound to the bare name, which WooCommerce’s namespaced trigger never reaches', () => {
    const $ = installJQuery();
    const bare = vi.fn(() => false);
    $(document.body).on('should_send_ajax_request', bare);

    expect(askShouldSend(loopButton())).toBe(true);
    expect(bare).not.toHaveBeenCalled();
  });

  it('is vetoed by a native listener calling preventDefault() on storefront:should_send_ajax_request', () => {
    const button = loopButton();
    const listener = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('storefront:should_send_ajax_request', listener);

    expect(askShouldSend(button)).toBe(false);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ button });
    document.removeEventListener('storefront:should_send_ajax_request', listener);
  });
});

describe('on, narrowed to one element', () => {
  const twoForms = () => {
    render('<form class="variations_form" id="a"><div class="single_variation"></div></form><form class="variations_form" id="b"></form>');
    return [document.getElementById('a')!, document.getElementById('b')!] as const;
  };

  it('hears what is dispatched on or inside its element, with that target, and nothing from a sibling form', () => {
    const [a, b] = twoForms();
    const onA = vi.fn();
    const off = on('show_variation', onA, a);
    const variation = { variation_id: 42 };
    emit('show_variation', { variation, purchasable: true }, a.querySelector('.single_variation')!);
    emit('show_variation', { variation, purchasable: false }, b);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onA).toHaveBeenCalledWith({ variation, purchasable: true }, a.querySelector('.single_variation'));
    off();
  });

  it('with jQuery: reads a third party’s $form.trigger("found_variation", [variation]) once, and not a sibling’s', () => {
    const $ = installJQuery();
    const [a, b] = twoForms();
    const onA = vi.fn();
    const off = on('found_variation', onA, a);
    $(a).trigger('found_variation', [{ variation_id: 7 }]);
    $(b).trigger('found_variation', [{ variation_id: 8 }]);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onA).toHaveBeenCalledWith({ variation: { variation_id: 7 } }, a);
    off();
    $(a).trigger('found_variation', [{ variation_id: 9 }]);
    expect(onA).toHaveBeenCalledTimes(1);
  });
});
