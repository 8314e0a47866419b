// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
/**
 * Every widget with timers, requests or awaited chunks, disposed mid-flight: once its timers run
 * out and its requests answer, nothing happens — no DOM change, no event, no focus move, no
 * scrolling, no request, no navigation, no warning, no `storefront:error`. (review-rating has
 * none of these; field-descriptions' only one is its slide, whose test belongs with that slide.)
 */
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import tabsHtml from '../../fixtures/markup/product-tabs.html?raw';
import { answers, choose, markup as variationMarkup, openForm } from '../../src/behaviours/variation-form/test-support';
import { takeWarnings } from './support/console';
import { addToCartParams, cartFragmentsParams, markup, responses, singleProductParams } from './support/fixtures';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage } from './support/page';
import { watchActivity } from './support/quiet';
import { json, type Answer, type Deferred } from './support/shop';
import { createScanner } from '../../src/core/scanner';
import { registry } from '../../src/registry';

const page = usePage({ fakeTimers: true });

/** Long enough for every timer a widget sets (the longest: cart-fragments' request timeout). */
const LATER_MS = 10_000;

/** Disposes every widget, then answers a request they left in flight; returns what happened after. */
async function disposeThenAnswer(request: Deferred, answer: Answer): Promise<string[]> {
  page.scanner!.stop();
  const activity = watchActivity(page);
  request.answer(answer);
  await flush(LATER_MS);
  return activity.since();
}

async function disposeThenWait(): Promise<string[]> {
  page.scanner!.stop();
  const activity = watchActivity(page);
  await flush(LATER_MS);
  return activity.since();
}

describe('nothing happens after dispose', () => {
  it('add-to-cart: a request in flight answers (success, or failure) after dispose', async () => {
    render(markup.loop, markup.miniCart);
    setGlobals({ wc_add_to_cart_params: addToCartParams, wc_cart_fragments_params: cartFragmentsParams });
    await boot(['add-to-cart']);
    const first = page.shop.defer('add_to_cart');
    page.shop.defer('add_to_cart');
    fireEvent.click(document.querySelector('.add_to_cart_button[data-product_id="11"]')!);
    // A second click waits in the shop queue behind the first: it must never be sent.
    fireEvent.click(document.querySelector('.add_to_cart_button[data-product_id="22"]')!);
    await flush();
    expect(page.shop.to('add_to_cart')).toHaveLength(1);

    expect(await disposeThenAnswer(first, json(responses.addSuccess))).toEqual([]);
  });

  it('add-to-cart: no error notice, and no focus or scroll from it, for a failure answered after dispose', async () => {
    render(markup.loop, markup.miniCart);
    setGlobals({ wc_add_to_cart_params: addToCartParams, wc_cart_fragments_params: cartFragmentsParams });
    await boot(['add-to-cart']);
    const answer = page.shop.defer('add_to_cart');
    fireEvent.click(document.querySelector('.add_to_cart_button[data-product_id="11"]')!);
    await flush();

    expect(await disposeThenAnswer(answer, { network: 'error' })).toEqual([]);
  });

  it('add-to-cart: the error notice’s focus (500 ms) and scroll (1 s) stop with the widget', async () => {
    render(markup.loop, markup.miniCart);
    setGlobals({ wc_add_to_cart_params: addToCartParams, wc_cart_fragments_params: cartFragmentsParams });
    await boot(['add-to-cart']);
    page.shop.reply('add_to_cart', { network: 'error' });
    page.shop.reply('get_refreshed_fragments', json(responses.fragmentsRefreshed));
    fireEvent.click(document.querySelector('.add_to_cart_button[data-product_id="11"]')!);
    await flush();
    expect(document.querySelector('.woocommerce-error')).not.toBeNull();
    expect(takeWarnings('[storefront] add-to-cart:')).toHaveLength(1);

    expect(await disposeThenWait()).toEqual([]);
  });

  it('mini-cart: a removal in flight answers after dispose', async () => {
    render(markup.loop, markup.miniCart);
    setGlobals({ wc_add_to_cart_params: addToCartParams, wc_cart_fragments_params: cartFragmentsParams });
    await boot(['mini-cart']);
    const answer = page.shop.defer('remove_from_cart');
    const link = document.querySelector<HTMLElement>('.remove_from_cart_button')!;
    fireEvent.pointerDown(link);
    await settle();
    fireEvent.click(link);
    await flush();
    expect(page.shop.to('remove_from_cart')).toHaveLength(1);

    expect(await disposeThenAnswer(answer, json(responses.removeSuccess))).toEqual([]);
  });

  it('coming-soon: a dismissal in flight answers after dispose', async () => {
    render('<main>Tienda</main>', markup.comingSoon);
    await boot(['coming-soon']);
    const answer = page.shop.defer('/wp-json/wp/v2/users/1');
    const dismiss = document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!;
    fireEvent.pointerDown(dismiss);
    await settle();
    fireEvent.click(dismiss);
    await flush();
    expect(page.shop.requests).toHaveLength(1);

    expect(await disposeThenAnswer(answer, json('{"id":1}'))).toEqual([]);
  });

  it('cart-fragments: a refresh in flight answers after dispose, and the 24 h expiry never fires', async () => {
    render(markup.miniCart);
    setGlobals({ wc_cart_fragments_params: cartFragmentsParams });
    document.cookie = 'woocommerce_cart_hash=9d3c5e0b7a1f4c2d8e6b0a9f3c1d5e7b; path=/';
    const answer = page.shop.defer('get_refreshed_fragments');
    await boot(['cart-fragments']);
    expect(page.shop.to('get_refreshed_fragments')).toHaveLength(1);

    page.scanner!.stop();
    const activity = watchActivity(page);
    answer.answer(json(responses.fragmentsRefreshed));
    await flush(LATER_MS);
    await flush(24 * 3_600_000);

    expect(activity.since()).toEqual([]);
  });

  it('focus-alert: the 500 ms focus never comes', async () => {
    render(markup.notices);
    await boot(['focus-alert']);

    expect(await disposeThenWait()).toEqual([]);
  });

  it('result-count: the 2 s re-announcement never comes, and the count is not left hidden from screen readers', async () => {
    render(markup.ordering);
    const served = document.querySelector('.woocommerce-result-count')!.outerHTML;
    await boot(['result-count']);
    expect(document.querySelector('.woocommerce-result-count')!.getAttribute('aria-hidden')).toBe('true');

    page.scanner!.stop();
    expect(document.querySelector('.woocommerce-result-count')!.outerHTML).toBe(served);
    const activity = watchActivity(page);
    await flush(LATER_MS);
    expect(activity.since()).toEqual([]);
  });

  it('scroll-to-notices: a scroll in progress stops, and $.scroll_to_notices goes with the widget', async () => {
    const $ = installJQuery();
    render('<div style="height: 3000px"></div><div class="woocommerce-notices-wrapper"><div class="woocommerce-error" role="alert">Error</div></div>');
    await boot(['scroll-to-notices']);
    const scrollToNotices = ($ as unknown as { scroll_to_notices: (target: unknown) => void }).scroll_to_notices;
    expect(typeof scrollToNotices).toBe('function');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 2000, 100, 20));
    scrollToNotices($('.woocommerce-error'));
    await flush(100);

    expect(await disposeThenWait()).toEqual([]);
    expect(($ as unknown as { scroll_to_notices?: unknown }).scroll_to_notices).toBeUndefined();
  });

  it('store-notice: the cookie read answers after dispose', async () => {
    let answerCookie!: (cookie: { value: string } | null) => void;
    const get = vi.fn(() => new Promise<{ value: string } | null>((resolve) => (answerCookie = resolve)));
    vi.stubGlobal('cookieStore', { get });
    render(markup.storeNotice);
    // Not boot(): it waits for the start, which waits for this cookie.
    page.scanner = createScanner(registry.filter((def) => def.name === 'store-notice'));
    page.scanner.scan(document);
    await flush();
    expect(get).toHaveBeenCalledTimes(1);

    page.scanner!.stop();
    const activity = watchActivity(page);
    answerCookie(null);
    await flush(LATER_MS);

    expect(activity.since()).toEqual([]);
  });

  it('product-tabs: a hash change after dispose opens nothing', async () => {
    history.replaceState(null, '', '/producto/camiseta-organica-basica/');
    render(tabsHtml);
    setGlobals({ wc_single_product_params: singleProductParams });
    await boot(['product-tabs']);
    await flush(5);

    page.scanner!.stop();
    const activity = watchActivity(page);
    history.replaceState(null, '', '#tab-reviews');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await flush(LATER_MS);

    expect(activity.since()).toEqual([]);
    history.replaceState(null, '', '/tienda/');
  });

  it('variation-form: a get_variation lookup in flight (with its 100 ms block pending) answers after dispose', async () => {
    history.replaceState(null, '', '/producto/sudadera-montana/');
    await openForm(variationMarkup.sudadera);
    const answer = page.shop.defer('get_variation');
    await choose('pa_color', 'negro');
    await choose('talla', 'M');
    expect(page.shop.to('get_variation')).toHaveLength(1);

    expect(await disposeThenAnswer(answer, json(answers.getVariation))).toEqual([]);
    history.replaceState(null, '', '/tienda/');
  });
});
