/**
 * Address markup as WooCommerce prints it (woocommerce_form_field, checkout.md §2.2; the cart's
 * shipping-calculator.php; the account's form-edit-address.php) for a country the demo's checkout
 * fixture (fixtures/markup/checkout.html, Spain) does not serve: the address widget's DOM tests.
 */

import { addressI18nParams, countrySelectParams } from '../../../tests/dom/support/fixtures';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The states and locale of the demo's checkout globals (fixtures/globals), which the rows below follow. */
const STATES = JSON.parse(countrySelectParams.countries) as Record<string, Record<string, string> | []>;
interface Rule {
  label?: string;
  required?: boolean;
  priority?: number;
}
const LOCALE = JSON.parse(addressI18nParams.locale) as Record<string, Record<string, Rule>>;
const ruleOf = (country: string, key: string): Rule => ({ ...LOCALE.default![key], ...LOCALE[country]?.[key] });

const COUNTRY_NAMES: Record<string, string> = {
  DE: 'Alemania',
  AE: 'Emiratos Árabes Unidos',
  ES: 'España',
  US: 'Estados Unidos (EE. UU.)',
  FR: 'Francia',
  IE: 'Irlanda',
  IT: 'Italia',
  PT: 'Portugal',
  GB: 'Reino Unido (UK)',
};

const labelOf = (id: string, text: string, required: boolean, className = '') =>
  `<label for="${id}" class="${[className, required ? 'required_field' : ''].filter(Boolean).join(' ')}">${esc(text)}&nbsp;${required ? '<span class="required" aria-hidden="true">*</span>' : '<span class="optional">(opcional)</span>'}</label>`;

interface RowOptions {
  label: string;
  required: boolean;
  priority: number;
  classes?: string;
  placeholder?: string;
  value?: string;
  labelClass?: string;
  autocomplete: string;
}

function textRow(prefix: string, key: string, o: RowOptions): string {
  const id = `${prefix}_${key}`;
  const classes = ['form-row', o.classes ?? 'form-row-wide', o.required ? 'validate-required' : ''].filter(Boolean).join(' ');
  return `<p class="${classes}" id="${id}_field" data-priority="${o.priority}">${labelOf(id, o.label, o.required, o.labelClass)}<span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="${id}" id="${id}" placeholder="${esc(o.placeholder ?? '')}"  value="${esc(o.value ?? '')}" ${o.required ? 'aria-required="true" ' : ''}autocomplete="${o.autocomplete}" /></span></p>`;
}

function countryRow(prefix: string, country: string): string {
  const id = `${prefix}_country`;
  const options = Object.entries(COUNTRY_NAMES)
    .map(([code, name]) => `<option value="${code}" ${code === country ? " selected='selected'" : ''}>${name}</option>`)
    .join('');
  return `<p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="${id}_field" data-priority="40">${labelOf(id, 'País / Región', true)}<span class="woocommerce-input-wrapper"><select name="${id}" id="${id}" class="country_to_state country_select " aria-required="true" autocomplete="country" data-placeholder="Selecciona un país / región&hellip;" data-label="País / Región"><option value="">Selecciona un país / región&hellip;</option>${options}</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Actualizar país / región">Actualizar país / región</button></noscript></span></p>`;
}

/** The state row for a country as the server prints it: a select, a text field, or hidden (no states). */
function stateRow(prefix: string, country: string, value = ''): string {
  const id = `${prefix}_state`;
  const states = STATES[country];
  const rule = ruleOf(country, 'state') as { label: string; required: boolean };
  if (Array.isArray(states)) {
    return `<p class="form-row form-row-wide address-field validate-state" id="${id}_field" style="display: none">${labelOf(id, rule.label, false)}<span class="woocommerce-input-wrapper"><input type="hidden" class="hidden" name="${id}" id="${id}" value="" autocomplete="address-level1" placeholder="" readonly="readonly" data-input-classes=""/></span></p>`;
  }
  const classes = `form-row form-row-wide address-field${rule.required ? ' validate-required' : ''} validate-state`;
  const required = rule.required ? 'aria-required="true" ' : '';
  if (states) {
    const options = Object.entries(states)
      .map(([code, name]) => `<option value="${code}" ${code === value ? "selected='selected'" : ''}>${name}</option>`)
      .join('');
    return `<p class="${classes}" id="${id}_field" data-priority="80">${labelOf(id, rule.label, rule.required)}<span class="woocommerce-input-wrapper"><select name="${id}" id="${id}" class="state_select " ${required}autocomplete="address-level1" data-placeholder="Elige una opción&hellip;"  data-input-classes="" data-label="${rule.label}">
						<option value="">Elige una opción&hellip;</option>${options}</select></span></p>`;
  }
  return `<p class="${classes}" id="${id}_field" data-priority="80">${labelOf(id, rule.label, rule.required)}<span class="woocommerce-input-wrapper"><input type="text" class="input-text " value="${esc(value)}"  placeholder="" name="${id}" id="${id}" ${required}autocomplete="address-level1" data-input-classes=""/></span></p>`;
}

/** One address's rows, in the order the server sorts them for `country`. */
export function addressRows(prefix: 'billing' | 'shipping', country: string, values: { state?: string; postcode?: string; city?: string } = {}): string {
  const postcodeFirst = ruleOf(country, 'postcode').priority === 65;
  const postcode = textRow(prefix, 'postcode', {
    label: 'Código postal',
    required: ruleOf(country, 'postcode').required === true,
    priority: postcodeFirst ? 65 : 90,
    classes: 'form-row-wide address-field',
    value: values.postcode,
    autocomplete: 'postal-code',
  });
  const rows = [
    textRow(prefix, 'first_name', { label: 'Nombre', required: true, priority: 10, classes: 'form-row-first', autocomplete: 'given-name' }),
    textRow(prefix, 'last_name', { label: 'Apellidos', required: true, priority: 20, classes: 'form-row-last', autocomplete: 'family-name' }),
    countryRow(prefix, country),
    textRow(prefix, 'address_1', {
      label: 'Dirección de la calle',
      required: true,
      priority: 50,
      classes: 'form-row-wide address-field',
      placeholder: 'Nombre de la calle y número de la casa',
      autocomplete: 'address-line1',
    }),
    textRow(prefix, 'address_2', {
      label: 'Apartamento, habitación, escalera, etc.',
      required: false,
      priority: 60,
      classes: 'form-row-wide address-field',
      placeholder: 'Apartamento, habitación, escalera, etc. (opcional)',
      labelClass: 'screen-reader-text',
      autocomplete: 'address-line2',
    }),
    postcodeFirst ? postcode : '',
    textRow(prefix, 'city', { label: 'Localidad / Ciudad', required: true, priority: 70, classes: 'form-row-wide address-field', value: values.city, autocomplete: 'address-level2' }),
    stateRow(prefix, country, values.state),
    postcodeFirst ? '' : postcode,
  ];
  return rows.filter(Boolean).join('');
}

/** The classic checkout's two address fieldsets (checkout.md §2.1), the shipping one closed. */
export function checkoutMarkup(billing = 'ES', shipping = 'ES', values: { state?: string; postcode?: string; city?: string } = {}): string {
  return `<div class="woocommerce"><form name="checkout" method="post" class="checkout woocommerce-checkout" action="https://tienda.example/finalizar-compra/" enctype="multipart/form-data" aria-label="Finalizar compra">
<div class="col2-set" id="customer_details">
<div class="col-1"><div class="woocommerce-billing-fields"><h3>Detalles de facturación</h3>
<div class="woocommerce-billing-fields__field-wrapper">${addressRows('billing', billing, values)}<p class="form-row form-row-wide validate-required validate-email" id="billing_email_field" data-priority="110"><label for="billing_email" class="required_field">Dirección de correo electrónico&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="email" class="input-text " name="billing_email" id="billing_email" placeholder=""  value="" aria-required="true" autocomplete="email" /></span></p></div>
</div></div>
<div class="col-2"><div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1" /> <span>¿Enviar a una dirección diferente?</span></label></h3>
<div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">${addressRows('shipping', shipping)}</div></div></div>
<div class="woocommerce-additional-fields"><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments" class="">Notas del pedido&nbsp;<span class="optional">(opcional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text " id="order_comments" placeholder="Notas sobre tu pedido, por ejemplo, notas especiales para la entrega."  rows="2" cols="5"></textarea></span></p></div></div>
</div></div>
</form></div>`;
}

/** The cart's shipping calculator (cart/shipping-calculator.php), open. */
export function calculatorMarkup(country = 'ES'): string {
  const options = Object.entries(COUNTRY_NAMES)
    .map(([code, name]) => `<option value="${esc(code)}" ${code === country ? "selected='selected'" : ''}>${esc(name)}</option>`)
    .join('');
  const states = STATES[country];
  const state =
    states && !Array.isArray(states)
      ? `<span><select name="calc_shipping_state" class="state_select" id="calc_shipping_state" data-placeholder="Provincia"><option value="">Elige una opción&hellip;</option>${Object.entries(states)
          .map(([code, name]) => `<option value="${code}">${name}</option>`)
          .join('')}</select></span>`
      : `<input type="text" class="input-text" value="" placeholder="Provincia" name="calc_shipping_state" id="calc_shipping_state" />`;
  return `<div class="woocommerce"><div class="cart-collaterals"><div class="cart_totals"><table class="shop_table"><tr class="woocommerce-shipping-totals shipping"><td>
<form class="woocommerce-shipping-calculator" action="https://tienda.example/carrito/" method="post">
<a href="#" class="shipping-calculator-button" aria-expanded="true" aria-controls="shipping-calculator-form" role="button">Calcular envío</a>
<section class="shipping-calculator-form" id="shipping-calculator-form">
<p class="form-row form-row-wide" id="calc_shipping_country_field"><label for="calc_shipping_country" class="screen-reader-text">País / Región:</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state"><option value="default">Selecciona un país / región&hellip;</option>${options}</select></p>
<p class="form-row form-row-wide" id="calc_shipping_state_field"><label for="calc_shipping_state" class="screen-reader-text">Provincia:</label>${state}</p>
<p class="form-row form-row-wide" id="calc_shipping_city_field"><label for="calc_shipping_city" class="screen-reader-text">Ciudad:</label><input type="text" class="input-text" value="" placeholder="Ciudad" name="calc_shipping_city" id="calc_shipping_city" /></p>
<p class="form-row form-row-wide" id="calc_shipping_postcode_field"><label for="calc_shipping_postcode" class="screen-reader-text">Código postal:</label><input type="text" class="input-text" value="" placeholder="Código postal" name="calc_shipping_postcode" id="calc_shipping_postcode" /></p>
<p><button type="submit" name="calc_shipping" value="1" class="button">Actualizar</button></p>
</section></form></td></tr></table></div></div></div>`;
}

/** My account › Addresses › Billing (myaccount/form-edit-address.php). */
export function editAddressMarkup(country = 'ES'): string {
  return `<div class="woocommerce"><div class="woocommerce-MyAccount-content"><form method="post" novalidate><h2>Dirección de facturación</h2>
<div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">${addressRows('billing', country)}</div>
<p><button type="submit" class="button" name="save_address" value="Guardar dirección">Guardar dirección</button></p></div></form></div></div>`;
}
