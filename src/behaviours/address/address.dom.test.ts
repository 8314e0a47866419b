// @vitest-environment-options {"url":"https://tienda.example/finalizar-compra/"}
import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { addressI18nParams, addressI18nParamsMalformed, countrySelectParams, countrySelectParamsMalformed, markup } from '../../../tests/dom/support/fixtures';
import { boot, installJQuery, render, setGlobals, settle, usePage, warningsFor } from '../../../tests/dom/support/page';
import './index';
import { calculatorMarkup, checkoutMarkup, editAddressMarkup } from './test-support';

const page = usePage();

afterEach(() => {
  for (const name of ['wc_country_select_params', 'wc_address_i18n_params']) delete (window as unknown as Record<string, unknown>)[name];
});

/** The demo's checkout (fixtures/markup/checkout.html): both addresses in Spain, no province chosen. */
const CHECKOUT = markup.checkout;

const el = <E extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as E;
const row = (id: string) => el(`${id}_field`);
const state = (prefix = 'billing') => el<HTMLInputElement | HTMLSelectElement>(`${prefix}_state`);
const label = (id: string) => row(id).querySelector('label')!;
const hidden = (element: HTMLElement) => element.style.display === 'none';
const rowOrder = (fieldset: string) => [...document.querySelectorAll(`${fieldset} > .form-row`)].map((node) => node.id.replace(/^(billing|shipping)_|_field$/g, ''));
const optionsOf = (select: Element) => [...(select as HTMLSelectElement).options].map((option) => `${option.value}:${option.text}`);

const GLOBALS = { wc_country_select_params: countrySelectParams, wc_address_i18n_params: addressI18nParams };

async function serve(markup: string, globals: Record<string, unknown> = GLOBALS) {
  render(markup);
  // happy-dom does not select a parsed `<option selected>`; a browser does.
  for (const option of document.querySelectorAll<HTMLOptionElement>('option[selected]')) option.closest('select')!.value = option.value;
  setGlobals(globals);
  return boot(['address']);
}

/** The shopper's first touch of a country control starts the widget (its strategy is interaction). */
async function touch(id = 'billing_country'): Promise<void> {
  el(id).focus();
  fireEvent.focusIn(el(id));
  await settle();
}

function choose(id: string, value: string): void {
  const select = el<HTMLSelectElement>(id);
  select.value = value;
  fireEvent.change(select);
}

/** Every event a site hears, natively (no jQuery on the page), in order. */
function listen(): string[] {
  const seen: string[] = [];
  for (const name of ['country_to_state_changed', 'country_to_state_changing', 'wc_address_i18n_ready']) {
    document.body.addEventListener(name, (event) => {
      const { country, wrapper } = ((event as CustomEvent).detail ?? {}) as { country?: string; wrapper?: Element };
      seen.push(wrapper ? `${name} ${country} ${wrapper.className.split(' ')[0]}` : name);
    });
  }
  document.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLSelectElement;
      if (target.id.endsWith('_state')) seen.push(`change ${target.id}=${target.value}`);
    },
    true,
  );
  return seen;
}

/** The served markup, less what address-i18n adds without changing anything seen (data-o_class, data-placeholder) and the state select's options. */
const comparable = (html: string) =>
  html
    .replace(/ data-(o_class|placeholder)="[^"]*"/g, '')
    .replace(/(<select name="(billing|shipping)_state"[^>]*>)[\s\S]*?(<\/select>)/g, '$1$3')
    .replace(/ class=""/g, '');

/** Markup with each element's classes and attributes in a fixed order: what was served, whatever order they came back in. */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    if (element.hasAttribute('class')) element.setAttribute('class', [...element.classList].sort().join(' '));
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

describe('address: start', () => {
  it('refreshes each address that has a country, then says wc_address_i18n_ready; the served markup comes out the same', async () => {
    await serve(CHECKOUT);
    const served = document.body.innerHTML;
    // Chosen before the widget ran: the refresh keeps it.
    state().value = 'SE';
    const seen = listen();
    await touch();

    expect(seen).toEqual([
      'country_to_state_changed ES woocommerce-billing-fields',
      'country_to_state_changing ES woocommerce-billing-fields',
      'country_to_state_changed ES woocommerce-shipping-fields',
      'country_to_state_changing ES woocommerce-shipping-fields',
      'wc_address_i18n_ready',
    ]);
    expect(comparable(document.body.innerHTML)).toBe(comparable(served));
    // address-i18n keeps the served classes of the postcode, city and state rows (unused, §2.8).
    expect(row('billing_postcode').getAttribute('data-o_class')).toBe('form-row form-row-wide address-field validate-required validate-postcode');
    expect(row('shipping_state').getAttribute('data-o_class')).toBe('form-row form-row-wide address-field validate-required validate-state');
    expect(optionsOf(state())).toHaveLength(53);
    expect(optionsOf(state()).slice(0, 3)).toEqual([':Elige una opción…', 'C:A Coruña', 'VI:Araba/Álava']);
    expect(state().value).toBe('SE');
    expect(document.activeElement).toBe(el('billing_country'));
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('keeps a state row the server hid (a country without states) hidden, and shows it for a country with states', async () => {
    await serve(checkoutMarkup('FR'));
    await touch();
    expect(hidden(row('billing_state'))).toBe(true);
    expect(state().outerHTML).toBe('<input id="billing_state" name="billing_state" data-input-classes="" class="hidden" autocomplete="address-level1" type="hidden">');

    choose('billing_country', 'ES');
    expect(row('billing_state').hasAttribute('style')).toBe(false);
    expect(state().tagName).toBe('SELECT');
    expect(state().className).toBe('state_select');
    expect(state().getAttribute('aria-required')).toBe('true');
    expect(label('billing_state').innerHTML).toBe('Provincia&nbsp;<span class="required" aria-hidden="true">*</span>');

    choose('billing_country', 'FR');
    expect(hidden(row('billing_state'))).toBe(true);
    expect(state().getAttribute('type')).toBe('hidden');
  });
});

describe('address: a country change (checkout.md §3.16)', () => {
  it('to a country with no states: a hidden input, the row hidden, changed then changing', async () => {
    await serve(CHECKOUT);
    await touch();
    state().value = 'M';
    const seen = listen();
    choose('billing_country', 'FR');

    expect(seen).toEqual(['country_to_state_changed FR woocommerce-billing-fields', 'country_to_state_changing FR woocommerce-billing-fields']);
    const input = state() as HTMLInputElement;
    expect(input.type).toBe('hidden');
    expect([input.name, input.id, input.value, input.getAttribute('data-input-classes')]).toEqual(['billing_state', 'billing_state', '', '']);
    expect(input.classList.contains('hidden')).toBe(true);
    expect(hidden(row('billing_state'))).toBe(true);
    // The other address is not touched.
    expect(state('shipping').tagName).toBe('SELECT');
  });

  it('to a country missing from the map: a text field, no change event, changed then changing', async () => {
    await serve(CHECKOUT);
    await touch();
    state().value = 'M';
    const seen = listen();
    choose('billing_country', 'GB');

    expect(seen).toEqual(['country_to_state_changed GB woocommerce-billing-fields', 'country_to_state_changing GB woocommerce-billing-fields']);
    const input = state() as HTMLInputElement;
    expect(input.outerHTML).toBe('<input id="billing_state" name="billing_state" data-input-classes="" class="input-text" autocomplete="address-level1" type="text">');
    expect(input.value).toBe('');

    // Already a text field: only `changing`.
    seen.length = 0;
    choose('billing_country', 'AE');
    expect(seen).toEqual(['country_to_state_changing AE woocommerce-billing-fields']);
    expect(state()).toBe(input);
  });

  it('to a country with states: a select of them, the previous state kept when offered, change fired on it before changed', async () => {
    await serve(checkoutMarkup('GB'));
    await touch();
    (state() as HTMLInputElement).value = 'M';
    const seen = listen();
    choose('billing_country', 'ES');

    expect(seen).toEqual(['change billing_state=M', 'country_to_state_changed ES woocommerce-billing-fields', 'country_to_state_changing ES woocommerce-billing-fields']);
    const select = state() as HTMLSelectElement;
    expect(select.outerHTML.replace(/<option[\s\S]*$/, '')).toBe(
      '<select id="billing_state" name="billing_state" data-input-classes="" class="state_select" autocomplete="address-level1" data-placeholder="Elige una opción…" aria-required="true">',
    );
    expect(optionsOf(select)).toHaveLength(53);
    expect(optionsOf(select).slice(0, 3)).toEqual([':Elige una opción…', 'C:A Coruña', 'VI:Araba/Álava']);
    expect(select.value).toBe('M');

    seen.length = 0;
    choose('billing_country', 'DE');
    // Madrid is not a German state: the empty choice, not an empty box.
    expect(seen[0]).toBe('change billing_state=');
    expect(select.selectedIndex).toBe(0);
    expect(state()).toBe(select);
    expect(optionsOf(select)).toHaveLength(17);
    expect(optionsOf(select).slice(0, 3)).toEqual([':Elige una opción…', 'DE-BW:Baden-Wurtemberg', 'DE-BY:Baviera']);
  });

  it('writes state names and the first option as text, from the page global', async () => {
    await serve(checkoutMarkup('GB'), {
      ...GLOBALS,
      wc_country_select_params: { countries: JSON.stringify({ ES: { M: '<b>Madrid</b>' } }), i18n_select_state_text: '<i>Elige</i>' },
    });
    await touch();
    choose('billing_country', 'ES');
    const select = state() as HTMLSelectElement;
    expect(optionsOf(select)).toEqual([':<i>Elige</i>', 'M:<b>Madrid</b>']);
    expect(select.querySelectorAll('b, i')).toHaveLength(0);
  });

  it('falls back to the Spanish first option when the page gives none', async () => {
    await serve(checkoutMarkup('GB'), { ...GLOBALS, wc_country_select_params: { countries: countrySelectParams.countries } });
    await touch();
    choose('billing_country', 'ES');
    expect(optionsOf(state())[0]).toBe(':Elige una opción…');
  });

  it('keeps the focus on the country select', async () => {
    await serve(CHECKOUT);
    await touch();
    expect(document.activeElement).toBe(el('billing_country'));
    choose('billing_country', 'GB');
    expect(document.activeElement).toBe(el('billing_country'));
  });

  it('a `refresh` fired on the country control rebuilds like a change', async () => {
    await serve(CHECKOUT);
    await touch();
    el<HTMLSelectElement>('shipping_country').value = 'PT';
    el('shipping_country').dispatchEvent(new Event('refresh', { bubbles: true }));
    expect(hidden(row('shipping_state'))).toBe(true);
  });

  it('a change made before the widget ran is applied once it runs', async () => {
    await serve(CHECKOUT);
    choose('billing_country', 'FR');
    await settle();
    expect(hidden(row('billing_state'))).toBe(true);
    expect(state().getAttribute('type')).toBe('hidden');
  });

  it('finds the state of a country control outside the known wrappers by its row’s parent', async () => {
    await serve(`<div class="woocommerce"><form class="custom"><div class="rows">${editAddressMarkup('ES').replace(/^[\s\S]*?__field-wrapper">|<\/div>\s*<p><button[\s\S]*$/g, '')}</div></form></div>`);
    await touch();
    const seen = listen();
    choose('billing_country', 'PT');
    expect(seen).toEqual(['country_to_state_changed PT rows', 'country_to_state_changing PT rows']);
    expect(hidden(row('billing_state'))).toBe(true);
  });
});

describe('address: the country’s rules (checkout.md §3.17)', () => {
  it('labels, required marks and aria-required follow the country; the label keeps its `for`', async () => {
    await serve(CHECKOUT);
    await touch();
    choose('billing_country', 'GB');
    const stateLabel = label('billing_state');
    expect(stateLabel.outerHTML).toBe('<label for="billing_state" class="">Condado&nbsp;<span class="optional">(opcional)</span></label>');
    expect(row('billing_state').className).toBe('form-row form-row-wide address-field validate-state');
    expect(state().hasAttribute('aria-required')).toBe(false);

    choose('billing_country', 'ES');
    expect(label('billing_state').outerHTML).toBe('<label for="billing_state" class="required_field">Provincia&nbsp;<span class="required" aria-hidden="true">*</span></label>');
    expect(row('billing_state').classList.contains('validate-required')).toBe(true);
    expect(state().getAttribute('aria-required')).toBe('true');
    // An invalid state the country no longer requires is no longer invalid, to the eye or the ear.
    row('billing_state').classList.add('woocommerce-invalid', 'woocommerce-invalid-required-field');
    state().setAttribute('aria-invalid', 'true');
    choose('billing_country', 'DE');
    expect(state().tagName).toBe('SELECT');
    expect(row('billing_state').className).toBe('form-row form-row-wide address-field validate-state');
    expect(state().hasAttribute('aria-invalid')).toBe(false);
    expect(state().hasAttribute('aria-required')).toBe(false);
    // A field whose rule did not change keeps its served label exactly.
    expect(label('billing_city').outerHTML).toBe('<label for="billing_city" class="required_field">Localidad / Ciudad&nbsp;<span class="required" aria-hidden="true">*</span></label>');
  });

  it('hides a hidden field’s row and empties it; the state row is left to the state control', async () => {
    await serve(CHECKOUT);
    el<HTMLInputElement>('billing_postcode').value = '28001';
    await touch();
    choose('billing_country', 'AE');
    expect(hidden(row('billing_postcode'))).toBe(true);
    expect(el<HTMLInputElement>('billing_postcode').value).toBe('');
    expect(row('billing_postcode').classList.contains('validate-required')).toBe(false);
    // AE has no states in the map (a text field), and the locale's hidden never applies to state.
    expect(hidden(row('billing_state'))).toBe(false);

    choose('billing_country', 'ES');
    expect(row('billing_postcode').hasAttribute('style')).toBe(false);
  });

  it('re-sorts every address fieldset on the page by priority, keeping the focused control focused where moving blurs it', async () => {
    await serve(CHECKOUT);
    await touch();
    // Browsers drop the focus of a node that is moved; happy-dom does not, so do it as they do.
    const owner = Object.getPrototypeOf(Object.getPrototypeOf(el('billing_country_field').parentElement)) as { append: (...nodes: Array<Node | string>) => void };
    const append = owner.append;
    const spy = vi.spyOn(owner, 'append').mockImplementation(function (this: Element, ...nodes: Array<Node | string>) {
      const active = document.activeElement;
      if (active && nodes.some((node) => typeof node !== 'string' && node.contains(active))) (active as HTMLElement).blur();
      append.apply(this, nodes);
    });
    expect(rowOrder('.woocommerce-billing-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'postcode', 'city', 'state', 'phone', 'email']);

    choose('billing_country', 'GB');
    expect(spy).toHaveBeenCalled();
    expect(rowOrder('.woocommerce-billing-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone', 'email']);
    // The shipping fieldset is sorted too, by what it was last given (still Spain's rules).
    expect(rowOrder('.woocommerce-shipping-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'postcode', 'city', 'state']);
    expect(document.activeElement).toBe(el('billing_country'));
  });

  it('a third party’s `country_to_state_changing` applies the rules to its wrapper', async () => {
    await serve(CHECKOUT);
    await touch();
    const wrapper = document.querySelector('.woocommerce-shipping-fields')!;
    wrapper.dispatchEvent(new CustomEvent('country_to_state_changing', { bubbles: true, detail: { country: 'GB', wrapper } }));
    expect(label('shipping_state').textContent).toBe('Condado\u00a0(opcional)');
    expect(label('billing_state').textContent).toBe('Provincia\u00a0*');
  });

  it('a field whose label the locale does not give keeps its text, and its marker is swapped without gathering spaces', async () => {
    const locale = JSON.parse(addressI18nParams.locale) as Record<string, Record<string, Record<string, unknown>>>;
    delete locale.default!.state!.label;
    delete locale.ES!.state!.label;
    delete locale.GB!.state!.label;
    await serve(CHECKOUT, { ...GLOBALS, wc_address_i18n_params: { ...addressI18nParams, locale: JSON.stringify(locale) } });
    await touch();
    choose('billing_country', 'GB');
    expect(label('billing_state').innerHTML).toBe('Provincia&nbsp;<span class="optional">(opcional)</span>');
    choose('billing_country', 'ES');
    expect(label('billing_state').innerHTML).toBe('Provincia&nbsp;<span class="required" aria-hidden="true">*</span>');
  });

  it('a locale_fields selector the browser cannot read matches nothing; the other fields still follow', async () => {
    await serve(CHECKOUT, {
      ...GLOBALS,
      wc_address_i18n_params: { ...addressI18nParams, locale_fields: JSON.stringify({ postcode: '#billing_postcode_field, ::nope(', state: '#billing_state_field' }) },
    });
    await touch();
    choose('billing_country', 'GB');
    expect(label('billing_state').textContent).toBe('Condado\u00a0(opcional)');
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('a `country_to_state_changing` without a wrapper changes nothing', async () => {
    await serve(CHECKOUT);
    await touch();
    const before = document.body.innerHTML;
    document.body.dispatchEvent(new CustomEvent('country_to_state_changing', { bubbles: true, detail: { country: 'GB' } }));
    expect(document.body.innerHTML).toBe(before);
  });

  it('writes a label from the page global as text', async () => {
    const locale = JSON.parse(addressI18nParams.locale) as Record<string, Record<string, Record<string, unknown>>>;
    locale.GB!.state!.label = '<img src=x onerror="alert(1)">Condado';
    await serve(CHECKOUT, { ...GLOBALS, wc_address_i18n_params: { ...addressI18nParams, locale: JSON.stringify(locale) } });
    await touch();
    choose('billing_country', 'GB');
    expect(label('billing_state').querySelector('img')).toBeNull();
    expect(label('billing_state').firstChild!.textContent).toBe('<img src=x onerror="alert(1)">Condado');
  });

  it('works on the cart’s shipping calculator and the account’s address form', async () => {
    await serve(calculatorMarkup('ES') + editAddressMarkup('ES'));
    await touch('calc_shipping_country');
    choose('calc_shipping_country', 'FR');
    expect(hidden(row('calc_shipping_state'))).toBe(true);
    expect(label('calc_shipping_postcode').textContent).toBe('Código postal\u00a0*');

    choose('billing_country', 'GB');
    expect(state().getAttribute('type')).toBe('text');
    expect(rowOrder('.woocommerce-address-fields__field-wrapper').slice(-3)).toEqual(['city', 'state', 'postcode']);
  });
});

describe('address: globals', () => {
  it('a malformed wc_country_select_params: warned once, the markup left as served', async () => {
    await serve(CHECKOUT, { ...GLOBALS, wc_country_select_params: countrySelectParamsMalformed });
    const served = document.body.innerHTML;
    await touch();
    choose('billing_country', 'FR');
    choose('billing_country', 'GB');
    await settle();

    expect(document.body.innerHTML).toBe(served);
    expect(warningsFor(page, 'address')).toEqual([expect.stringMatching(/page global wc_country_select_params is malformed \(countries: must be JSON text\)/)]);
    expect(page.errors).toHaveLength(1);
  });

  it('a malformed wc_address_i18n_params: warned once; states still follow the country, labels and order stay', async () => {
    const seen = listen();
    await serve(CHECKOUT, { ...GLOBALS, wc_address_i18n_params: addressI18nParamsMalformed });
    await touch();
    choose('billing_country', 'GB');

    expect(state().getAttribute('type')).toBe('text');
    expect(label('billing_state').textContent).toBe('Provincia\u00a0*');
    expect(rowOrder('.woocommerce-billing-fields__field-wrapper').slice(-5)).toEqual(['postcode', 'city', 'state', 'phone', 'email']);
    expect(seen).not.toContain('wc_address_i18n_ready');
    expect(warningsFor(page, 'address')).toEqual([expect.stringMatching(/page global wc_address_i18n_params is malformed \(locale: must be JSON text\)/)]);
  });

  it('no wc_address_i18n_params: no refresh at start and no ready event, as address-i18n.js bails out', async () => {
    const seen = listen();
    await serve(CHECKOUT, { wc_country_select_params: countrySelectParams });
    await touch();
    expect(seen).toEqual([]);
    choose('billing_country', 'FR');
    expect(seen).toEqual(['country_to_state_changed FR woocommerce-billing-fields', 'country_to_state_changing FR woocommerce-billing-fields']);
    expect(page.warn).not.toHaveBeenCalled();
  });
});

describe('address: with jQuery on the page', () => {
  it('passes WooCommerce’s argument lists (country, $wrapper) and hears changes triggered through jQuery', async () => {
    const $ = installJQuery();
    const selectWoo = vi.fn();
    ($.fn as unknown as Record<string, unknown>).selectWoo = selectWoo;
    await serve(CHECKOUT);
    await touch();
    const seen: unknown[][] = [];
    $(document.body).on('country_to_state_changed country_to_state_changing', (event: JQuery.TriggeredEvent, country: string, $wrapper: JQuery) =>
      void seen.push([event.type, country, $wrapper[0]]),
    );
    // jQuery's own trigger (isTrigger), as WooCommerce's `.trigger('change')`.
    $('#billing_state').on('change', (event: JQuery.TriggeredEvent) => void seen.push(['state change', (event as unknown as { isTrigger?: number }).isTrigger ? 'jQuery' : 'native']));

    $('#billing_country').val('DE').trigger('change');
    const wrapper = document.querySelector('.woocommerce-billing-fields');
    expect(seen).toEqual([['state change', 'jQuery'], ['country_to_state_changed', 'DE', wrapper], ['country_to_state_changing', 'DE', wrapper]]);

    seen.length = 0;
    $('#billing_country').val('PT').trigger('refresh');
    expect(seen).toEqual([['country_to_state_changed', 'PT', wrapper], ['country_to_state_changing', 'PT', wrapper]]);
    expect(hidden(row('billing_state'))).toBe(true);
    expect(selectWoo).not.toHaveBeenCalled();
    delete ($.fn as unknown as Record<string, unknown>).selectWoo;
  });

  it('refreshes through jQuery at start, fires wc_address_i18n_ready through jQuery, and answers a third party’s country_to_state_changing with a jQuery wrapper', async () => {
    const $ = installJQuery();
    const ready = vi.fn();
    const refreshed: string[] = [];
    $(document.body).on('wc_address_i18n_ready', ready);
    $(document.body).on('refresh', 'select', (event: JQuery.TriggeredEvent) => void refreshed.push((event.target as Element).id));
    await serve(CHECKOUT);
    await touch();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(refreshed).toEqual(['billing_country', 'shipping_country']);

    $(document.body).trigger('country_to_state_changing', ['GB', $('.woocommerce-shipping-fields')]);
    expect(label('shipping_state').textContent).toBe('Condado\u00a0(opcional)');
  });
});

describe('address: dispose', () => {
  it('gives back the markup as served (controls, rows, labels, order, values) and leaves no listener', async () => {
    const listeners = trackListeners();
    const scanner = await serve(CHECKOUT);
    const served = document.body.innerHTML;
    const servedState = state();
    el<HTMLInputElement>('billing_postcode').value = '28001';
    await touch();
    choose('billing_country', 'GB');
    choose('billing_country', 'AE');
    choose('shipping_country', 'FR');
    expect(document.body.innerHTML).not.toBe(served);

    scanner.stop();
    // Class names come back where they were taken from, at the end of the list.
    expect(canonical(document.body.innerHTML)).toBe(canonical(served));
    expect(state()).toBe(servedState);
    expect(el<HTMLInputElement>('billing_postcode').value).toBe('28001');
    expect(listeners.live((registration) => registration.target !== window)).toEqual([]);
    listeners.stop();

    const seen = listen();
    choose('billing_country', 'FR');
    expect(seen).toEqual([]);
  });
});
