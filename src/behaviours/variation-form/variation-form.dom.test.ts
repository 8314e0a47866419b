// @vitest-environment-options {"url":"https://tienda.example/producto/camiseta-organica-basica/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { boot, flush, render, setGlobals, usePage, warningsFor } from '../../../tests/dom/support/page';
import { registry } from '../../registry';
import { INITIAL_CHECK_MS } from './index';
import {
  button,
  choose,
  form,
  markup,
  noMatch,
  notice,
  openForm,
  optionValues,
  quantity,
  resetButton,
  select,
  servePage,
  singleVariation,
  variationId,
  variationParams,
} from './test-support';

const page = usePage({ fakeTimers: true });

const sku = () => document.querySelector('.product_meta .sku')!.textContent;
const weight = () => document.querySelector('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')!.textContent;
const dimensions = () => document.querySelector('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value')!.textContent;
const mainImage = () => document.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image .wp-post-image')!;
const hidden = (element: HTMLElement) => element.style.display === 'none' || element.style.visibility === 'hidden';

describe('variation form: start', () => {
  it('puts the button in the selection-needed state synchronously at start, before the initial check', async () => {
    // The widget's own state, without the loader's paint of it (first-state.dom.test.ts).
    render(markup.camiseta);
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    await boot(['variation-form'], registry.map(({ paint: _paint, ...def }) => def));
    expect(button().className).toBe('single_add_to_cart_button button alt');

    fireEvent.focusIn(select('pa_color'));
    await flush();

    expect(button().classList).toContain('disabled');
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelector('.woocommerce-variation-add-to-cart')!.classList).toContain('woocommerce-variation-add-to-cart-disabled');
    expect(hidden(resetButton())).toBe(true);
  });

  it('a click held while the script loaded is replayed into the disabled state and explained', async () => {
    await servePage(markup.camiseta);

    const submitted = fireEvent.click(button());
    await flush();

    expect(submitted).toBe(false);
    expect(notice()?.textContent).toBe(variationParams.i18n_make_a_selection_text);
    expect(notice()?.getAttribute('role')).toBe('alert');
  });

  it('runs the initial check 100 ms after start, then fires wc_variation_form', async () => {
    await servePage(markup.camiseta);
    const seen: string[] = [];
    for (const name of ['check_variations', 'wc_variation_form']) form().addEventListener(name, () => seen.push(name));
    fireEvent.focusIn(select('pa_color'));
    await flush(INITIAL_CHECK_MS - 1);
    expect(seen).toEqual([]);
    await flush(1);
    expect(seen).toEqual(['check_variations', 'wc_variation_form']);
  });

  it('a choice made within the first 100 ms is answered once: the initial check does not find it again', async () => {
    await servePage(markup.camiseta);
    const found: unknown[] = [];
    form().addEventListener('storefront:found_variation', (event) => found.push((event as CustomEvent).detail));
    fireEvent.focusIn(select('pa_color'));
    await flush();
    await choose('pa_color', 'terracota');
    await choose('talla', 'L');
    expect(found).toHaveLength(1);
    await flush(INITIAL_CHECK_MS);
    expect(found).toHaveLength(1);
    expect(variationId()).toBe('315');
  });

  it('starts at load with attributes chosen in the markup (?attribute_… URL) and shows that variation', async () => {
    render(markup.camiseta);
    // As the server prints `selected` (happy-dom's parser does not honour it on these options).
    select('pa_color').value = 'terracota';
    select('talla').value = 'L';
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    await boot(['variation-form']);
    await flush(INITIAL_CHECK_MS);

    expect(variationId()).toBe('315');
    expect(sku()).toBe('CAM-ORG-TERRACOTA-L');
    expect(button().classList).not.toContain('disabled');
    expect(hidden(resetButton())).toBe(false);
  });
});

describe('variation form: choosing', () => {
  it('a complete choice fills the variation: template, sku, id, button', async () => {
    await openForm(markup.camiseta);
    await choose('pa_color', 'azul-marino');
    expect(variationId()).toBe('');
    expect(button().classList).toContain('wc-variation-selection-needed');

    await choose('talla', 'M');

    expect(variationId()).toBe('306');
    expect(singleVariation().querySelector('.woocommerce-variation-price')!.textContent).toMatch(/19,90/);
    expect(singleVariation().querySelector('.woocommerce-variation-availability')!.textContent).toMatch(/disponibles|existencias/);
    expect(sku()).toBe('CAM-ORG-AZULMARINO-M');
    expect(document.querySelector('.product_meta .sku')!.getAttribute('data-o_content')).toBe('CAM-ORG');
    expect(button().className).toBe('single_add_to_cart_button button alt');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(document.querySelector('.woocommerce-variation-add-to-cart')!.classList).toContain('woocommerce-variation-add-to-cart-enabled');
  });

  it('shows the chosen size’s own weight and dimensions, in the table and in .product_weight / .product_dimensions', async () => {
    render(markup.camiseta);
    // Themes that print weight and dimensions in the product meta use these classes.
    document.querySelector('.product_meta')!.insertAdjacentHTML(
      'beforeend',
      '<span class="product_weight">0,18 kg</span><span class="product_dimensions">30 &times; 25 &times; 2 cm</span>',
    );
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    await boot(['variation-form']);
    await flush(INITIAL_CHECK_MS);
    const metaWeight = () => document.querySelector('.product_meta .product_weight')!.textContent;
    const metaDimensions = () => document.querySelector('.product_meta .product_dimensions')!.textContent;
    // The product's own (M's) values, as served.
    expect([weight(), dimensions(), metaWeight(), metaDimensions()]).toEqual(['0,18 kg', '30 × 25 × 2 cm', '0,18 kg', '30 × 25 × 2 cm']);

    await choose('pa_color', 'verde-salvia');
    await choose('talla', 'L');
    expect(variationId()).toBe('311');
    expect([weight(), dimensions(), metaWeight(), metaDimensions()]).toEqual(['0,20 kg', '32 × 27 × 2 cm', '0,20 kg', '32 × 27 × 2 cm']);

    // Another size replaces them; the product's stay in data-o_content.
    await choose('talla', 'S');
    expect([weight(), dimensions(), metaWeight(), metaDimensions()]).toEqual(['0,16 kg', '28 × 23 × 2 cm', '0,16 kg', '28 × 23 × 2 cm']);
    expect(document.querySelector('.product_weight')!.getAttribute('data-o_content')).toBe('0,18 kg');

    fireEvent.click(resetButton());
    await flush(200);
    expect([weight(), dimensions(), metaWeight(), metaDimensions()]).toEqual(['0,18 kg', '30 × 25 × 2 cm', '0,18 kg', '30 × 25 × 2 cm']);
  });

  it('swaps the main image, keeping each original in data-o_*', async () => {
    await openForm(markup.camiseta);
    const original = mainImage().getAttribute('src');
    await choose('pa_color', 'verde-salvia');
    await choose('talla', 'S');

    expect(mainImage().getAttribute('src')).toMatch(/tshirt-1302-600x600/);
    expect(mainImage().getAttribute('data-o_src')).toBe(original);
    expect(mainImage().closest('.woocommerce-product-gallery__image')!.getAttribute('data-thumb')).toMatch(/1302/);
    expect(mainImage().closest('a')!.getAttribute('href')).toMatch(/tshirt-1302\.svg$/);

    fireEvent.click(resetButton());
    await flush(20);
    expect(mainImage().getAttribute('src')).toBe(original);
  });

  it('filters the other select to what the variations allow and marks options attached/enabled', async () => {
    await openForm(markup.gorra);
    await choose('pa_color', 'arena');
    expect(optionValues('talla')).toEqual(['', 'S/M', 'L/XL']);
    expect([...select('talla').options].slice(1).every((o) => o.classList.contains('attached') && o.classList.contains('enabled'))).toBe(true);
  });

  it('a filtering pass that clears a choice no longer offered still ends with woocommerce_update_variation_values', async () => {
    render(markup.camiseta);
    // Only blanco/S and azul-marino/M exist, and the markup (a URL) chose blanco/M.
    const all = JSON.parse(form().getAttribute('data-product_variations')!) as Array<{ variation_id: number }>;
    form().setAttribute('data-product_variations', JSON.stringify(all.filter((v) => v.variation_id === 301 || v.variation_id === 306)));
    select('pa_color').value = 'blanco';
    select('talla').value = 'M';
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    await boot(['variation-form']);
    const seen: string[] = [];
    for (const name of ['update_variation_values', 'woocommerce_update_variation_values']) form().addEventListener(`storefront:${name}`, () => seen.push(name));
    await flush(INITIAL_CHECK_MS);

    expect(select('pa_color').value).toBe('');
    // One pass per update_variation_values: the cut-short outer pass and the one its change ran.
    expect(seen.filter((name) => name === 'update_variation_values')).toHaveLength(2);
    expect(seen.filter((name) => name === 'woocommerce_update_variation_values')).toHaveLength(2);
  });

  it('gorra (product 15): an "any size" variation is found for every size', async () => {
    await openForm(markup.gorra);
    await choose('pa_color', 'negro');
    await choose('talla', 'S/M');
    expect(variationId()).toBe('502');
    await choose('talla', 'L/XL');
    expect(variationId()).toBe('501');
  });

  it('an out-of-stock variation is shown but unavailable; a click explains it inline', async () => {
    await openForm(markup.cojin);
    await choose('pa_color', 'azul-niebla');

    expect(variationId()).toBe('602');
    expect(singleVariation().textContent).toContain('Sin existencias');
    expect(button().classList).toContain('wc-variation-is-unavailable');
    expect(button().classList).not.toContain('wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');

    expect(fireEvent.click(button())).toBe(false);
    expect(notice()!.textContent).toBe(variationParams.i18n_unavailable_text);
    expect(notice()!.previousElementSibling).toBe(button());
  });

  it('keeps one inline message, replaced on the next click and removed when the state changes', async () => {
    await openForm(markup.cojin);
    fireEvent.click(button());
    const first = notice();
    fireEvent.click(button());
    expect(document.querySelectorAll('.storefront-variation-notice')).toHaveLength(1);
    expect(notice()).not.toBe(first);

    await choose('pa_color', 'crudo');
    expect(notice()).toBeNull();
  });

  it('never opens a blocking window.alert: the click is stopped and explained inline', async () => {
    const served = window.alert;
    const alert = vi.fn();
    window.alert = alert;
    await openForm(markup.cojin);

    const submitted = fireEvent.click(button());

    expect(submitted).toBe(false);
    expect(notice()?.textContent).toBe(variationParams.i18n_make_a_selection_text);
    expect(alert).not.toHaveBeenCalled();
    window.alert = served;
  });

  it('sold individually: quantity 1, limits 1–"" and the quantity field hidden', async () => {
    await openForm(markup.cojin);
    quantity().value = '4';
    await choose('pa_color', 'terracota');

    expect(quantity().value).toBe('1');
    expect(quantity().getAttribute('max')).toBe('');
    expect(quantity().closest<HTMLElement>('.quantity')!.style.display).toBe('none');

    await choose('pa_color', 'crudo');
    expect(quantity().closest<HTMLElement>('.quantity')!.style.display).toBe('');
    expect(quantity().getAttribute('max')).toBe('6');
  });

  it('clamps the quantity into the variation’s limits and fires change on it', async () => {
    await openForm(markup.cojin);
    const changes: string[] = [];
    quantity().addEventListener('change', () => changes.push(quantity().value));
    quantity().value = '9';
    await choose('pa_color', 'crudo');
    expect(quantity().value).toBe('6');
    expect(changes).toEqual(['6']);
  });

  it('applies the limits to every .quantity input.qty of the variation area, whatever its name', async () => {
    const extra = '<div class="quantity extra"><input type="number" class="input-text qty text" name="addon_quantity" value="9"></div>';
    await openForm(markup.cojin.replace('<div class="quantity">', `${extra}<div class="quantity">`));
    const [addon, main] = [...document.querySelectorAll<HTMLInputElement>('.single_variation_wrap .quantity input.qty')];
    main!.value = '8';
    await choose('pa_color', 'crudo');
    expect([addon!.value, main!.value]).toEqual(['6', '6']);
    expect(addon!.getAttribute('max')).toBe('6');

    await choose('pa_color', 'terracota');
    expect([addon!.value, main!.value]).toEqual(['1', '1']);
    expect([...document.querySelectorAll<HTMLElement>('.single_variation_wrap .quantity')].map((box) => box.style.display)).toEqual(['none', 'none']);
  });

  it('choosing again clears variation_id at once and fires change on it', async () => {
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    const values: string[] = [];
    document.querySelector('input.variation_id')!.addEventListener('change', (event) => values.push((event.target as HTMLInputElement).value));
    await choose('pa_color', 'terracota');
    expect(values).toEqual(['', '603']);
  });
});

describe('variation form: reset', () => {
  it('shows the reset control once something is chosen', async () => {
    await openForm(markup.camiseta);
    expect(resetButton().style.display).toBe('none');
    expect(resetButton().style.visibility).toBe('hidden');
    await choose('pa_color', 'blanco');
    expect(resetButton().style.display).toBe('inline-block');
    expect(resetButton().style.visibility).toBe('visible');
  });

  it('clears every select, restores sku, weight, dimensions and image, announces the reset and focuses the first select', async () => {
    await openForm(markup.camiseta);
    const servedImage = mainImage().getAttribute('src');
    await choose('pa_color', 'blanco');
    await choose('talla', 'XL');
    expect(sku()).toBe('CAM-ORG-BLANCO-XL');
    expect([weight(), dimensions()]).toEqual(['0,21 kg', '34 × 29 × 3 cm']);
    expect(mainImage().getAttribute('src')).toMatch(/tshirt-1300-600x600/);

    const notPrevented = fireEvent.click(resetButton());
    await flush(200);

    expect(notPrevented).toBe(false);
    expect([select('pa_color').value, select('talla').value]).toEqual(['', '']);
    expect(sku()).toBe('CAM-ORG');
    expect([weight(), dimensions()]).toEqual(['0,18 kg', '30 × 25 × 2 cm']);
    expect(mainImage().getAttribute('src')).toBe(servedImage);
    expect(variationId()).toBe('');
    expect(document.querySelector('.reset_variations_alert')!.textContent).toBe(variationParams.i18n_reset_alert_text);
    expect(document.activeElement).toBe(select('pa_color'));
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(singleVariation().style.display).toBe('none');
    expect(resetButton().style.display).toBe('none');

    await choose('pa_color', 'blanco');
    expect(document.querySelector('.reset_variations_alert')!.textContent).toBe('');
  });

  it('Enter in the quantity field submits with the add-to-cart button instead of clearing the choice', async () => {
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    const submitters: Array<HTMLElement | null> = [];
    form().addEventListener('submit', (event) => {
      submitters.push((event as SubmitEvent).submitter);
      event.preventDefault();
    });
    quantity().focus();
    // The browser's implicit submission: a synthetic click (detail 0) on the first submit
    // button, here the template's type-less reset button, while focus stays in the field.
    fireEvent.click(resetButton(), { detail: 0 });

    expect(select('pa_color').value).toBe('crudo');
    expect(variationId()).toBe('601');
    expect(submitters).toEqual([button()]);
  });

  it('Enter in the quantity field with nothing chosen explains instead of submitting', async () => {
    await openForm(markup.cojin);
    quantity().focus();
    fireEvent.click(resetButton(), { detail: 0 });
    expect(notice()!.textContent).toBe(variationParams.i18n_make_a_selection_text);
  });

  it('a link-styled reset (a[href=#]) works by click and by Space', async () => {
    const linkReset = markup.camiseta.replace(
      '<button class="reset_variations" aria-label="Limpiar opciones">Limpiar</button>',
      '<a class="reset_variations" href="#">Limpiar</a>',
    );
    await openForm(linkReset);
    await choose('pa_color', 'blanco');
    const link = resetButton();
    expect(fireEvent.keyDown(link, { key: ' ' })).toBe(false);
    expect(select('pa_color').value).toBe('');
  });
});

describe('variation form: motion', () => {
  it('slides .single_variation in and out over 200 ms', async () => {
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    fireEvent.click(resetButton());
    await flush(199);
    expect(singleVariation().style.display).toBe('');
    await flush(1);
    expect(singleVariation().style.display).toBe('none');
  });

  it('with prefers-reduced-motion, shows and hides it at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    await openForm(markup.cojin);
    await choose('pa_color', 'crudo');
    fireEvent.click(resetButton());
    expect(singleVariation().style.display).toBe('none');
  });
});

describe('variation form: no match and texts', () => {
  it('a choice made in the markup is shown at load without a message', async () => {
    render(markup.cojin);
    select('pa_color').value = 'crudo';
    setGlobals({ wc_add_to_cart_variation_params: variationParams });
    await boot(['variation-form']);
    await flush(INITIAL_CHECK_MS);
    expect(noMatch()).toBeNull();
    expect(notice()).toBeNull();
    expect(variationId()).toBe('601');
  });

  it('falls back to Spanish texts when the page gives none', async () => {
    await openForm(markup.cojin, { wc_ajax_url: '/?wc-ajax=%%endpoint%%' });
    fireEvent.click(button());
    expect(notice()!.textContent).toBe('Elige las opciones del producto antes de añadirlo al carrito.');
    expect(page.errors).toEqual([]);
  });

  it('logs no warning on a well-formed page', async () => {
    await openForm(markup.gorra);
    await choose('pa_color', 'negro');
    expect(warningsFor(page, 'variation-form')).toEqual([]);
  });
});

describe('variation form: nothing moves at start', () => {
  it('hides the still-empty .single_variation at once instead of sliding it (a slide would shift the page by its margin)', async () => {
    const animate = vi.spyOn(HTMLElement.prototype, 'animate');
    await openForm(markup.cojin);
    expect(singleVariation().style.display).toBe('none');
    expect(animate).not.toHaveBeenCalled();
  });
});
