// @vitest-environment-options {"url":"https://tienda.example/producto/funda-cojin-lino/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { markup as coreMarkup } from '../../../tests/dom/support/fixtures';
import { boot, flush, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import { INITIAL_CHECK_MS } from './index';
import { answers, button, choose, form, markup, openForm, select, servePage, singleVariation, variationId, variationParams } from './test-support';

const page = usePage({ fakeTimers: true });

const sku = () => document.querySelector('.product_meta .sku')!.textContent;
type JQueryEvent = { type: string; target: Element };

/** Starts the widget after the test bound its handlers, then lets the initial check run. */
async function touchAndWait(): Promise<void> {
  fireEvent.focusIn(select('pa_color'));
  await settle();
  await flush(INITIAL_CHECK_MS);
}

describe('jQuery events, as WooCommerce triggers them', () => {
  it('passes WooCommerce’s argument lists: found_variation (variation), show_variation (variation, purchasable), wc_variation_form (instance)', async () => {
    const $ = installJQuery();
    await servePage(markup.cojin);
    const seen: unknown[][] = [];
    $(form()).on('wc_variation_form', (_e, instance: { $form: JQuery; useAjax: boolean }) => seen.push(['wc_variation_form', instance.$form[0], instance.useAjax]));
    $(form()).on('found_variation', (_e, variation: { variation_id: number }) => seen.push(['found_variation', variation.variation_id]));
    $(form()).on('show_variation', (e: JQueryEvent, variation: { variation_id: number }, purchasable: boolean) =>
      seen.push(['show_variation', e.target, variation.variation_id, purchasable]),
    );
    await touchAndWait();
    await choose('pa_color', 'azul-niebla');

    // WooCommerce's own handler runs first and triggers show_variation from inside found_variation,
    // so a site's handlers see show_variation before found_variation there too.
    expect(seen).toEqual([
      ['wc_variation_form', form(), false],
      ['show_variation', singleVariation(), 602, false],
      ['found_variation', 602],
    ]);
  });

  // A site's handlers run after WooCommerce's, which trigger the nested events: those reach the
  // site first (woocommerce_update_variation_values before update_variation_values, …).
  it('fires each event of a change once, in the order a site sees them under WooCommerce, hide_variation on .single_variation', async () => {
    const $ = installJQuery();
    await servePage(markup.cojin);
    await touchAndWait();
    const names =
      'woocommerce_variation_select_change check_variations update_variation_values woocommerce_update_variation_values found_variation reset_data reset_image show_variation hide_variation woocommerce_variation_has_changed clear_reset_announcement announce_reset reset_focus';
    const seen: string[] = [];
    $(form()).on(names, (e: JQueryEvent, ...args: unknown[]) => seen.push(`${e.type}/${args.length}${e.target === form() ? '' : '@' + e.target.className.split(' ')[0]}`));

    await choose('pa_color', 'crudo');
    expect(seen).toEqual([
      'clear_reset_announcement/0',
      'woocommerce_variation_select_change/0',
      'woocommerce_update_variation_values/0',
      'update_variation_values/0',
      'show_variation/2@woocommerce-variation',
      'found_variation/1',
      'check_variations/0',
      'woocommerce_variation_has_changed/0',
    ]);

    seen.length = 0;
    fireEvent.click(document.querySelector('.reset_variations')!);
    expect(seen).toEqual([
      'clear_reset_announcement/0',
      'woocommerce_variation_select_change/0',
      'woocommerce_update_variation_values/0',
      'update_variation_values/0',
      'reset_image/0',
      'hide_variation/0@woocommerce-variation',
      'reset_data/0',
      'check_variations/0',
      'woocommerce_variation_has_changed/0',
      'announce_reset/0',
      'reset_image/0',
      'hide_variation/0@woocommerce-variation',
      'reset_data/0',
      'reset_focus/0',
    ]);
  });
});

describe('third parties driving the form', () => {
  it('$form.trigger("check_variations") after a silent value change shows that variation', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    select('pa_color').value = 'terracota';
    $(form()).trigger('check_variations');
    expect(variationId()).toBe('603');
  });

  it('$form.trigger("reset_data") restores the displayed product', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    expect(sku()).toBe('COJ-LIN-CRUDO');
    $(form()).trigger('reset_data');
    await flush(200);
    expect(sku()).toBe('COJ-LIN');
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(singleVariation().style.display).toBe('none');
  });

  it('$(".single_variation").trigger("show_variation", [v, false]) makes the button unavailable', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    $(singleVariation()).trigger('show_variation', [{ variation_id: 1 }, false]);
    expect(button().classList).toContain('wc-variation-is-unavailable');
    $(singleVariation()).trigger('show_variation', [{ variation_id: 1 }, true]);
    expect(button().classList).not.toContain('disabled');
  });

  it('reload_product_variations re-reads data swapped with $form.data()', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    expect(button().classList).not.toContain('disabled');
    $(form()).data('product_variations', [
      { attributes: { attribute_pa_color: 'crudo' }, variation_id: 999, variation_is_active: true, variation_is_visible: true, is_purchasable: true, is_in_stock: false },
    ]);
    $(form()).trigger('reload_product_variations');
    expect(variationId()).toBe('999');
    expect(button().classList).toContain('wc-variation-is-unavailable');
  });

  it('without jQuery: native events with the payload in detail work too', async () => {
    await openForm(markup.cojin);
    form().dispatchEvent(
      new CustomEvent('found_variation', { detail: { variation: { attributes: {}, variation_id: 77, sku: 'X-77', is_purchasable: true, is_in_stock: true, variation_is_visible: true } }, bubbles: true }),
    );
    expect(variationId()).toBe('77');
    expect(sku()).toBe('X-77');
    form().setAttribute('data-product_variations', 'false');
    form().dispatchEvent(new CustomEvent('reload_product_variations', { bubbles: true }));
    // The lookup is only counted: it stays unanswered until the test ends.
    page.shop.defer('get_variation');
    await choose('pa_color', 'crudo');
    expect(page.shop.to('get_variation')).toHaveLength(1);
  });

  it('defines $.fn.wc_variation_form and the content helpers, without replacing a site’s own', async () => {
    const $ = installJQuery();
    const own = function (this: JQuery) {
      return this;
    };
    ($.fn as unknown as Record<string, unknown>).wc_reset_content = own;
    await openForm(markup.cojin);
    const fn = $.fn as unknown as Record<string, unknown>;
    const $form = $(form()) as unknown as { wc_variation_form(): unknown };
    expect($form.wc_variation_form()).toBe($form);
    expect(fn.wc_reset_content).toBe(own);

    const $sku = $('.product_meta .sku') as unknown as { wc_set_content(text: string): void };
    $sku.wc_set_content('OTRA');
    expect(sku()).toBe('OTRA');
    expect(document.querySelector('.product_meta .sku')!.getAttribute('data-o_content')).toBe('COJ-LIN');

    page.scanner!.stop();
    expect(fn.wc_variation_form).toBeUndefined();
    expect(fn.wc_reset_content).toBe(own);
    delete fn.wc_reset_content;
  });
});

describe('DOM events fired with jQuery (swatch plugins, themes)', () => {
  type EventsData = Record<string, unknown[]> | undefined;
  const jqueryEvents = ($: JQueryStatic, element: Element) => ($ as unknown as { _data(element: Element, key: string): EventsData })._data(element, 'events');

  it('$(select).val(x).trigger("change") shows that variation, though jQuery dispatches no native change', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    $(select('pa_color')).val('terracota').trigger('change');
    expect(variationId()).toBe('603');
    expect(sku()).toBe('COJ-LIN-TERRA');
  });

  it('with jQuery on the page, a shopper’s native change is answered once, not once per binding', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    const checks: string[] = [];
    $(form()).on('check_variations found_variation', (e: JQueryEvent) => checks.push(e.type));
    await choose('pa_color', 'crudo');
    expect(checks).toEqual(['found_variation', 'check_variations']);
  });

  it('$("a.reset_variations").trigger("click") clears the choice (jQuery never calls a link’s native click)', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin.replace('<button class="reset_variations" aria-label="Limpiar opciones">Limpiar</button>', '<a class="reset_variations" href="#">Limpiar</a>'));
    await choose('pa_color', 'crudo');
    $('a.reset_variations').trigger('click');
    expect(select('pa_color').value).toBe('');
    expect(variationId()).toBe('');
    expect(button().classList).toContain('wc-variation-selection-needed');
  });

  it('$(button).trigger("click") with no choice made is cancelled for jQuery (handlers further up see it) and explained', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    let cancelled: boolean | undefined;
    $(document).on('click', (e: JQuery.TriggeredEvent) => void (cancelled = e.isDefaultPrevented()));
    $(button()).trigger('click');
    expect(cancelled).toBe(true);
    expect(document.querySelector('.storefront-variation-notice')!.textContent).toBe(variationParams.i18n_make_a_selection_text);
  });

  it('unbinds its jQuery handlers when the form is disposed', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    const element = form();
    expect(jqueryEvents($, element)?.change).toHaveLength(1);

    page.scanner!.stop();
    await flush();

    expect(jqueryEvents($, element)).toBeUndefined();
    $(select('pa_color')).val('crudo').trigger('change');
    expect(variationId()).toBe('0');
  });
});

describe('check_variations with a chosenAttributes argument (WooCommerce §4.4)', () => {
  const terracota = { count: 1, chosenCount: 1, data: { attribute_pa_color: 'terracota' } };

  it('$form.trigger("check_variations", [chosenAttributes]) answers for those choices, not the selects’', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    $(form()).trigger('check_variations', [terracota]);
    expect(variationId()).toBe('603');
    expect(select('pa_color').value).toBe('crudo');

    // Taken once: the next change reads the selects again.
    await choose('pa_color', 'azul-niebla');
    expect(variationId()).toBe('602');
  });

  it('an incomplete chosenAttributes resets the variation even when the selects are complete', async () => {
    const $ = installJQuery();
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    $(form()).trigger('check_variations', [{ count: 1, chosenCount: 0, data: { attribute_pa_color: '' } }]);
    await flush(200);
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(singleVariation().style.display).toBe('none');
  });

  it('without jQuery: a native check_variations with chosenAttributes as detail', async () => {
    await openForm(markup.cojin);
    form().dispatchEvent(new CustomEvent('check_variations', { detail: terracota, bubbles: true }));
    expect(variationId()).toBe('603');
  });

  it('AJAX mode: get_variation is asked for the given choices', async () => {
    const $ = installJQuery();
    await openForm(markup.sudadera);
    page.shop.reply('get_variation', { body: answers.getVariation });
    $(form()).trigger('check_variations', [{ count: 2, chosenCount: 2, data: { attribute_pa_color: 'negro', attribute_talla: 'M' } }]);
    await flush();
    expect([...page.shop.to('get_variation')[0]!.body].slice(0, 2)).toEqual([
      ['attribute_pa_color', 'negro'],
      ['attribute_talla', 'M'],
    ]);
    expect(variationId()).toBe('409');
  });
});

describe('gallery', () => {
  const images = () => document.querySelector<HTMLElement>('.images')!;
  const mainImage = () => images().querySelector<HTMLImageElement>('.wp-post-image')!;
  function withThumbnails(): string {
    // What a slider builds (flexslider's control nav): a thumbnail per gallery image.
    const nav =
      '<ol class="flex-control-nav flex-control-thumbs"><li><img src="/wp-content/uploads/tienda/cushion-1600-100x100.svg"></li><li><img src="/wp-content/uploads/tienda/cushion-1601-100x100.svg"></li></ol>';
    return markup.cojin.replace('</figure>', `</figure>${nav}`);
  }
  function record(): string[] {
    const seen: string[] = [];
    for (const name of ['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']) {
      images().addEventListener(`storefront:${name}`, () => seen.push(name));
    }
    window.addEventListener('resize', () => seen.push('resize'));
    return seen;
  }

  it('swaps to an image the gallery lacks, then resizes, resets the slide position and re-inits zoom after 20 ms', async () => {
    await openForm(withThumbnails());
    await flush(20);
    const seen = record();
    await choose('pa_color', 'terracota');

    expect(mainImage().getAttribute('src')).toMatch(/cushion-1603-600x600/);
    expect(images().querySelector('.flex-control-nav img')!.getAttribute('src')).toMatch(/cushion-1603-100x100/);
    expect(seen).toEqual([]);
    await flush(20);
    expect(seen).toEqual(['resize', 'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    expect(form().getAttribute('current-image')).toBe('1603');
  });

  it('goes to a gallery thumbnail that already shows the variation’s image instead of swapping', async () => {
    await openForm(withThumbnails());
    await flush(20);
    const original = mainImage().getAttribute('src');
    const clicked: string[] = [];
    images().addEventListener('click', (event) => clicked.push((event.target as HTMLImageElement).getAttribute('src')!));
    const seen = record();
    await choose('pa_color', 'crudo');
    await flush(20);

    expect(clicked).toEqual(['/wp-content/uploads/tienda/cushion-1601-100x100.svg']);
    expect(mainImage().getAttribute('src')).toBe(original);
    expect(form().getAttribute('current-image')).toBe('1601');
    expect(seen).toEqual(['resize', 'woocommerce_gallery_init_zoom']);
  });
});

describe('malformed markup', () => {
  it.each([
    ['data-product_variations is not JSON', markup.camisetaMalformed, /not JSON/],
    ['AJAX mode without data-product_id', markup.sudaderaMalformed, /data-product_id/],
    ['a variation’s attributes are a string', markup.gorraMalformed, /malformed.*attributes/],
    ['data-product_variations is an object', markup.cojinMalformed, /malformed/],
  ])('%s: keeps the server markup, warns once naming variation-form, others run', async (_label, html, reason) => {
    render(html, coreMarkup.storeNotice);
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    const served = document.body.innerHTML;
    await boot(['variation-form', 'store-notice']);
    fireEvent.focusIn(select('pa_color'));
    await settle();
    await flush(INITIAL_CHECK_MS);
    await choose('pa_color', select('pa_color').options[1]!.value);

    expect(warningsFor(page, 'variation-form')).toHaveLength(1);
    expect(warningsFor(page, 'variation-form')[0]).toMatch(reason);
    expect(document.body.innerHTML.replace(/ style="[^"]*"/g, '')).toBe(served.replace(/ style="[^"]*"/g, ''));
    expect(button().className).toBe('single_add_to_cart_button button alt');
    // The form posts as without JavaScript.
    expect(fireEvent.click(button())).toBe(true);
    expect(getComputedStyle(document.querySelector<HTMLElement>('.woocommerce-store-notice')!).display).not.toBe('none');
  });
});

describe('dispose', () => {
  it('removes every listener and timer and puts the server markup back', async () => {
    const { trackListeners } = await import('../../../tests/dom/support/listeners');
    render(markup.cojin);
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    const served = document.body.innerHTML;
    const tracker = trackListeners();
    await boot(['variation-form']);
    await touchAndWait();
    await choose('pa_color', 'terracota');
    fireEvent.click(document.querySelector('.reset_variations')!);
    await choose('pa_color', 'azul-niebla');
    fireEvent.click(button());
    await choose('pa_color', 'terracota');
    expect(document.body.innerHTML).not.toBe(served);

    page.scanner!.stop();
    await flush(1000);

    expect(tracker.live()).toEqual([]);
    expect(document.body.innerHTML).toBe(served);
    expect(select('pa_color').value).toBe('terracota');
    expect(variationId()).toBe('0');
    tracker.stop();
    expect(warningsFor(page, 'variation-form')).toEqual([]);
  });

  it('mid-lookup: unblocks the form, and a late answer changes nothing', async () => {
    render(markup.sudadera);
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    await boot(['variation-form']);
    await touchAndWait();
    const late = page.shop.defer('get_variation');
    await choose('pa_color', 'negro');
    await choose('talla', 'M');
    await flush(400);
    const element = form();
    expect(element.classList).toContain('storefront-blocked');

    element.remove();
    await flush();
    late.answer({ body: answers.getVariation });
    await flush();

    expect(element.classList).not.toContain('storefront-blocked');
    expect(element.inert).toBe(false);
    expect(element.querySelector('.storefront-block-overlay')).toBeNull();
    expect(element.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('0');
    expect(warningsFor(page, 'variation-form')).toEqual([]);
  });
});
