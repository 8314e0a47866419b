/**
 * AJAX add to cart from listings (shared/reference/woocommerce.md §1.3-§1.6, spec §4 "Add-to-cart
 * button", §9): button states, the View cart link, fragments, the delayed live-region message, the
 * one-at-a-time queue, non-ajax buttons, server refusals, keyboard, the veto hook and the event bridge.
 */
import type { Page } from '@playwright/test';
import { test, expect, setFault, countRequests, waitForStorefront, wcAjaxEndpoint } from './support/fixtures';
import { button, headerCount, miniCart, openShop, addFromListing, MUG, CAMP_MUG, TOTE } from './support/shop';

const T_SHIRT = 13; // variable: "Seleccionar opciones"
const CANDLE = 21; // out of stock: "Leer más"
const PRINT = 20; // Lámina ilustrada Costa Brava, sold individually




async function cartHashCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'woocommerce_cart_hash')?.value;
}

test.describe('add to cart from the listing', () => {
  test('button goes loading → added, one "Ver carrito" link, header and mini cart update', async ({ page }) => {
    await openShop(page);
    // Record, in the page, when the button's classes change and when the live region speaks.
    await page.evaluate((id) => {
      const w = window as unknown as { __t: Record<string, number>; __states: string[] };
      w.__t = {};
      w.__states = [];
      const mark = (k: string) => (w.__t[k] ??= performance.now());
      new MutationObserver(() => {
        const b = document.querySelector(`a.button[data-product_id="${id}"]`);
        const state = ['loading', 'added'].filter((name) => b?.classList.contains(name)).join(' ');
        if (state !== w.__states.at(-1)) w.__states.push(state);
        if (b?.classList.contains('loading')) mark('loading');
        if (b?.classList.contains('added')) mark('added');
        if (document.querySelector('.widget_shopping_cart_live_region')?.textContent?.trim()) mark('announced');
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    }, MUG);

    await addFromListing(page, MUG);
    const item = button(page, MUG).locator('xpath=..');
    const viewCart = item.locator('a.added_to_cart.wc-forward');
    await expect(viewCart).toHaveCount(1);
    await expect(viewCart).toHaveText('Ver carrito');
    await expect(viewCart).toHaveAttribute('href', /\/carrito\/$/);
    // The link sits right after the button.
    expect(await button(page, MUG).evaluate((b) => b.nextElementSibling?.matches('a.added_to_cart'))).toBe(true);
    await expect(headerCount(page)).toHaveText('1 producto');
    await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');

    const region = page.locator('.widget_shopping_cart_live_region');
    await expect(region).toHaveAttribute('role', 'status');
    await expect(region).toHaveText('«Taza de cerámica Amanecer» se ha añadido a tu carrito', { timeout: 3000 });
    const t = await page.evaluate(() => (window as unknown as { __t: Record<string, number> }).__t);
    expect(t.loading).toBeLessThan(t.added!);
    // The 1 s wait starts when the answer is handled, which is after `loading` was seen; `added`
    // is only seen once that handling task ends, which a busy runner can stretch, so the exact
    // bound is taken from `loading` and the one from `added` only proves it is not immediate.
    expect(t.announced! - t.loading!).toBeGreaterThanOrEqual(990);
    expect(t.announced! - t.added!).toBeGreaterThanOrEqual(500);

    // A second add of the same product: the click takes `added` away while it loads (spec §4),
    // still exactly one link, the count follows.
    await page.evaluate(() => ((window as unknown as { __states: string[] }).__states = ['added']));
    await addFromListing(page, MUG);
    expect(await page.evaluate(() => (window as unknown as { __states: string[] }).__states)).toEqual(['added', 'loading', 'added']);
    await expect(viewCart).toHaveCount(1);
    await expect(headerCount(page)).toHaveText('2 productos');
    await expect(miniCart(page).locator('.quantity')).toContainText('2 ×');
  });

  test('while the request runs the mini cart fades to 0.6 opacity over 400 ms, and comes back undimmed with the answer', async ({ page, context, baseURL }) => {
    await setFault(context, baseURL, 'add_to_cart:delay-800');
    await openShop(page);
    // Read the browser's own transition as it starts: its duration, end value and the class that
    // caused it are exact, where sampling the page at a moment would depend on timing (a busy CI
    // machine once polled after the 800 ms answer had already taken `updating` away).
    await page.evaluate(() => {
      const w = window as unknown as { __fades: { duration: unknown; to: unknown; updating: boolean }[] };
      w.__fades = [];
      document.addEventListener(
        'transitionrun',
        (event) => {
          const target = event.target as Element;
          if (event.propertyName !== 'opacity' || !target.matches('#site-header-cart div.widget_shopping_cart_content')) return;
          const fade = target.getAnimations().find((a) => a instanceof CSSTransition && a.transitionProperty === 'opacity');
          const effect = fade?.effect as KeyframeEffect | undefined;
          w.__fades.push({
            duration: effect?.getComputedTiming().duration,
            to: effect?.getKeyframes().at(-1)?.opacity,
            updating: target.classList.contains('updating'),
          });
        },
        true,
      );
    });

    await button(page, MUG).click();
    const fades = () => page.evaluate(() => (window as unknown as { __fades: unknown[] }).__fades);
    await expect.poll(fades).toHaveLength(1);
    expect(await fades()).toEqual([{ duration: 400, to: '0.6', updating: true }]);

    await expect(miniCart(page)).toContainText('Taza de cerámica Amanecer');
    await expect(page.locator('.updating')).toHaveCount(0);
    await expect(miniCart(page)).toHaveCSS('opacity', '1');
  });

  test('three fast clicks on three products send three requests strictly one after another', async ({ page, context, baseURL }) => {
    await setFault(context, baseURL, 'add_to_cart:delay-300');
    await openShop(page);
    const log: string[] = [];
    const idOf = (postData: string | null) => new URLSearchParams(postData ?? '').get('product_id');
    page.on('request', (r) => {
      if (wcAjaxEndpoint(r.url()) === 'add_to_cart') log.push(`start:${idOf(r.postData())}`);
    });
    page.on('requestfinished', (r) => {
      if (wcAjaxEndpoint(r.url()) === 'add_to_cart') log.push(`end:${idOf(r.postData())}`);
    });

    // All three in one task, faster than any shopper. Clicking them one by one by coordinates let the
    // third click miss its button now and then: the first answer puts "Ver carrito" beside the first
    // button, the row grows and the later rows move down between Playwright's check and its click.
    await page.evaluate((ids) => {
      for (const id of ids) document.querySelector<HTMLElement>(`a.button[data-product_id="${id}"]`)!.click();
    }, [MUG, CAMP_MUG, TOTE]);
    await expect.poll(() => log.length, { timeout: 5000 }).toBe(6);
    expect(log).toEqual([`start:${MUG}`, `end:${MUG}`, `start:${CAMP_MUG}`, `end:${CAMP_MUG}`, `start:${TOTE}`, `end:${TOTE}`]);

    for (const id of [MUG, CAMP_MUG, TOTE]) await expect(button(page, id)).toHaveClass(/\badded\b/);
    await expect(headerCount(page)).toHaveText('3 productos');
    await expect(miniCart(page).locator('li.woocommerce-mini-cart-item')).toHaveCount(3);
  });

  test('on the cart page an add from the related loop shows no "Ver carrito" link', async ({ page }) => {
    await page.goto('/carrito/');
    await waitForStorefront(page);
    const first = page.locator('.cross-sells a.ajax_add_to_cart').first();
    const id = Number(await first.getAttribute('data-product_id'));
    await addFromListing(page, id);
    await expect(headerCount(page)).toHaveText('1 producto');
    await expect(page.locator('a.added_to_cart')).toHaveCount(0);
  });

  for (const [what, id, slug] of [
    ['a variable product\'s "Seleccionar opciones"', T_SHIRT, 'camiseta-organica-basica'],
    ['an out-of-stock product\'s "Leer más"', CANDLE, 'vela-soja-higuera'],
  ] as const) {
    test(`${what} navigates to the product page without an ajax request`, async ({ page }) => {
      await openShop(page);
      const adds = countRequests(page, 'add_to_cart');
      await button(page, id).click();
      await page.waitForURL(`**/producto/${slug}/`);
      expect(adds.count).toBe(0);
    });
  }

  test('a sold-individually product added twice lands on its page with a focused Spanish error', async ({ page }) => {
    await openShop(page);
    await addFromListing(page, PRINT);
    await button(page, PRINT).click();
    await page.waitForURL('**/producto/lamina-costa-brava/');
    const notice = page.locator('.woocommerce-error[role=alert]');
    await expect(notice).toContainText('No puedes añadir otro «Lámina ilustrada Costa Brava» a tu carrito');
    await expect.poll(() => notice.evaluate((n) => n === document.activeElement), { timeout: 3000 }).toBe(true);
    await expect(headerCount(page)).toHaveText('1 producto');
  });

  test('keyboard: Tab to a button, Space adds and Enter adds', async ({ page }) => {
    await openShop(page);
    // WooLentor's quick-view button (hooked at priority 7) comes right before it in the tab order.
    await page.locator(`li.post-${MUG} a.woolentor-quickview-btn`).focus();
    await page.keyboard.press('Tab');
    await expect(button(page, MUG)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(headerCount(page)).toHaveText('1 producto');
    await expect(button(page, MUG)).toHaveClass(/\badded\b/);
    await expect(button(page, MUG)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(headerCount(page)).toHaveText('2 productos');
    expect(page.url()).toMatch(/\/tienda\/$/);
  });
});

test.describe('integration hooks', () => {
  test('a should_send_ajax_request veto sends nothing and leaves the button usable', async ({ page }) => {
    await openShop(page, '?jquery=1');
    await page.evaluate(() => ((window as unknown as { __sfVeto: boolean }).__sfVeto = true));
    const adds = countRequests(page, 'add_to_cart');
    await button(page, MUG).click();
    const jqEvents = () =>
      page.evaluate(() =>
        (window as unknown as { __sfJqEvents: { type: string; namespace: string }[] }).__sfJqEvents.map((e) => `${e.type}.${e.namespace}`),
      );
    await expect.poll(jqEvents).toContain('ajax_request_not_sent.adding_to_cart');
    await expect(button(page, MUG)).not.toHaveClass(/\bloading\b/);
    await expect(button(page, MUG)).not.toHaveClass(/\badded\b/);
    const events = await jqEvents();
    expect(events.filter((e) => e === 'ajax_request_not_sent.adding_to_cart')).toHaveLength(1);
    expect(events).not.toContain('adding_to_cart.');
    // `ajax_request_not_sent` is the decision: the request is never sent after it.
    expect(adds.count).toBe(0);
    expect(page.url()).toMatch(/\/tienda\/\?jquery=1$/);
  });

  test('with jQuery, handlers get WooCommerce\'s argument lists, once each', async ({ page }) => {
    await openShop(page, '?jquery=1');
    await addFromListing(page, MUG);
    await expect.poll(() => page.evaluate(() => (window as any).__sfJqEvents.some((e: any) => e.type === 'wc_cart_button_updated'))).toBe(true);
    const seen = await page.evaluate((id) => {
      const list = (window as any).__sfJqEvents as { type: string; args: any[] }[];
      const el = document.querySelector(`a.button[data-product_id="${id}"]`);
      const of = (type: string) => list.filter((e) => e.type === type);
      const [adding] = of('adding_to_cart');
      const [added] = of('added_to_cart');
      const [updated] = of('wc_cart_button_updated');
      return {
        counts: [of('adding_to_cart').length, of('added_to_cart').length, of('wc_cart_button_updated').length],
        addingButton: adding?.args[0]?.[0] === el && typeof adding?.args[0]?.jquery === 'string',
        addingProduct: String(adding?.args[1]?.product_id),
        fragmentKeys: Object.keys(added?.args[0] ?? {}),
        hash: added?.args[1],
        addedButton: added?.args[2]?.[0] === el,
        updatedButton: updated?.args[0]?.[0] === el,
      };
    }, MUG);
    expect(seen.counts).toEqual([1, 1, 1]);
    expect(seen.addingButton).toBe(true);
    expect(seen.addingProduct).toBe(String(MUG));
    expect(seen.fragmentKeys).toContain('div.widget_shopping_cart_content');
    expect(typeof seen.hash).toBe('string');
    expect(seen.hash).toBe(await cartHashCookie(page));
    expect(seen.addedButton).toBe(true);
    expect(seen.updatedButton).toBe(true);
  });

  test('without jQuery, native listeners get storefront:added_to_cart and added_to_cart once', async ({ page }) => {
    await openShop(page, '?record=1');
    await addFromListing(page, MUG);
    const seen = await page.evaluate((id) => {
      const list = (window as any).__sfNativeEvents as { type: string; detail: any }[];
      const el = document.querySelector(`a.button[data-product_id="${id}"]`);
      return ['storefront:added_to_cart', 'added_to_cart'].map((type) => {
        const found = list.filter((e) => e.type === type);
        const d = found[0]?.detail ?? {};
        return { type, n: found.length, keys: Object.keys(d.fragments ?? {}), hash: d.cart_hash, button: d.button === el };
      });
    }, MUG);
    const hash = await cartHashCookie(page);
    for (const s of seen) {
      expect(s, s.type).toMatchObject({ n: 1, hash, button: true });
      expect(s.keys, s.type).toContain('div.widget_shopping_cart_content');
    }
  });
});
