// WooCommerce 10.4.3's classic checkout as the demo shop serves it (shared/reference/checkout.md
// §1-§5): the checkout page, its wc-ajax endpoints (update_order_review, checkout, apply_coupon,
// remove_coupon), the order-received and order-pay pages, and My Account's add-payment-method and
// payment-methods pages. Markup follows WooCommerce's templates and woocommerce_form_field();
// texts are the es_ES translation's. MONEI's card gateway (demo/lib/monei.mjs) pays through the
// provider sandbox. Contract: docs/demo-contract.md ("Classic checkout", "MONEI").
import { randomBytes } from 'node:crypto';
import { esc, raw, wcPrice, phpJson, md5, dateEs } from './format.mjs';
import { cartTotals, cartHash, nonce, takeNotices } from './cart.mjs';
import * as T from './templates.mjs';
import {
  COUNTRIES, COUNTRY_NAMES, BASE_COUNTRY, STATES, defaultAddressFields, COUNTRY_LOCALE, LOCALE_FIELDS,
  GATEWAYS, TOKEN_GATEWAYS, ORDER_STATUS_LABELS, COUPONS, shippingRates,
} from './checkout-data.mjs';
import {
  MONEI_ID, cents, paymentFields, paymentGlobals, paymentMethodsTable, createMoneiGateway, shownMethodTitle,
  deleteToken, setDefaultToken,
} from './monei.mjs';

export const CHECKOUT_URL = '/finalizar-compra/';
/** The wc-ajax endpoints this module answers. */
export const CHECKOUT_ENDPOINTS = new Set(['update_order_review', 'checkout', 'apply_coupon', 'remove_coupon']);

const SHOP_URL = '/tienda/';
const TERMS_URL = '/terminos-y-condiciones/';
const PRIVACY_URL = '/politica-privacidad/';
const EXPIRED = `Lo siento, tu sesión ha caducado. <a href="${SHOP_URL}" class="wc-backward">Volver a la tienda</a>`;
const ADD_PAYMENT_METHOD_DELAY = 20;

const round2 = (n) => Math.round(n * 100) / 100;

// ---- JSON as WooCommerce nests it ---------------------------------------------------------------

/** wp_json_encode( $value, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ): the params' JSON-in-JSON fields. */
function innerJson(value) {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
    .replace(/</g, '\\u003C')
    .replace(/>/g, '\\u003E');
}

// ---- session state --------------------------------------------------------------------------------

const EMPTY_ADDRESS = { first_name: '', last_name: '', company: '', country: BASE_COUNTRY, address_1: '', address_2: '', city: '', state: '', postcode: '' };

/** The WC_Customer and the checkout's session keys, kept on the demo session. */
export function checkoutState(session) {
  session.checkout ??= {
    customer: {
      billing: { ...EMPTY_ADDRESS, email: '', phone: '' },
      shipping: { ...EMPTY_ADDRESS },
    },
    chosenShipping: [],
    chosenPayment: '',
    coupons: [],
    orderAwaitingPayment: 0,
    refreshTotals: false,
    lastPaymentMethodAdd: 0,
  };
  return session.checkout;
}

// ---- totals -------------------------------------------------------------------------------------------

const needsShipping = (lines) => lines.some((l) => !l.product.virtual && !l.parent.virtual);

/** WC_Cart::calculate_totals() with the coupon, the chosen rate and VAT included in prices (21 %). */
export function checkoutTotals(session) {
  const st = checkoutState(session);
  const { lines, subtotal } = cartTotals(session);
  const coupons = st.coupons.filter((code) => COUPONS[code]).map((code) => ({ code, amount: round2((subtotal * COUPONS[code].percent) / 100) }));
  const discount = round2(coupons.reduce((n, c) => n + c.amount, 0));
  const shipping = needsShipping(lines);
  const destination = st.customer.shipping;
  const rates = shipping ? shippingRates(destination.country, destination.state, subtotal - discount) : [];
  // wc_get_chosen_shipping_method_for_package(): the chosen rate if it is still offered, else the first.
  let chosen = rates.find((r) => r.id === st.chosenShipping[0]) ?? rates[0] ?? null;
  if (chosen) st.chosenShipping[0] = chosen.id;
  const shippingCost = chosen?.cost ?? 0;
  const total = round2(subtotal - discount + shippingCost);
  const tax = round2(total - total / 1.21);
  return { lines, subtotal, coupons, discount, needsShipping: shipping, rates, chosen, shippingCost, total, tax };
}

/**
 * The demo's `?pago=<gateway id>`: that gateway becomes the session's `chosen_payment_method`, as a
 * shopper's earlier choice leaves it (WooCommerce keeps it in the session; the page's first
 * update_order_review posts the checked radio, so the choice lasts as any other would). An id that
 * names no gateway changes nothing, so every default stays as it was.
 */
export function choosePaymentFromQuery(session, query) {
  const id = query.get('pago');
  if (id !== null && GATEWAYS.some((g) => g.id === id)) checkoutState(session).chosenPayment = id;
}

/** WC_Payment_Gateways::set_current_gateway(): the session's choice if available, else the first. */
function chosenGateway(session) {
  const id = checkoutState(session).chosenPayment;
  return GATEWAYS.find((g) => g.id === id) ?? GATEWAYS[0];
}

// ---- fields (WC_Checkout::get_checkout_fields, WC_Countries::get_address_fields) ----------------------

function overlay(a, b) {
  const out = { ...a };
  for (const k of Object.keys(a)) {
    if (!(k in b)) continue;
    out[k] = Array.isArray(a[k]) && Array.isArray(b[k]) ? Object.assign([...a[k]], b[k]) : b[k];
  }
  return out;
}

/** uasort( $fields, 'wc_checkout_fields_uasort_comparison' ): by priority, ties in their order. */
function byPriority(fields) {
  const entries = Object.entries(fields).map((entry, index) => ({ entry, index }));
  entries.sort((a, b) => (a.entry[1].priority ?? 0) - (b.entry[1].priority ?? 0) || a.index - b.index);
  return Object.fromEntries(entries.map((e) => e.entry));
}

export function addressFields(country, type) {
  const locale = COUNTRY_LOCALE[country] ?? {};
  const out = {};
  for (const [key, field] of Object.entries(defaultAddressFields())) {
    const value = locale[key] ? overlay(field, locale[key]) : field;
    out[`${type}${key}`] = key === 'state' ? { ...value, country } : value;
  }
  if (type === 'billing_') {
    out.billing_phone = { label: 'Teléfono', required: false, type: 'tel', class: ['form-row-wide'], validate: ['phone'], autocomplete: 'tel', priority: 100 };
    out.billing_email = { label: 'Dirección de correo electrónico', required: true, type: 'email', class: ['form-row-wide'], validate: ['email'], autocomplete: 'email', priority: 110 };
  }
  return byPriority(out);
}

const allowed = (country) => (COUNTRY_NAMES[country] ? country : COUNTRIES[0][0]);

function checkoutFields(countries) {
  return {
    billing: addressFields(allowed(countries.billing), 'billing_'),
    shipping: addressFields(allowed(countries.shipping), 'shipping_'),
    account: {
      account_password: { type: 'password', label: 'Crear la contraseña de la cuenta', required: true, placeholder: 'Contraseña', autocomplete: 'new-password' },
    },
    order: {
      order_comments: { type: 'textarea', class: ['notes'], label: 'Notas del pedido', placeholder: 'Notas sobre tu pedido, por ejemplo, notas especiales para la entrega.' },
    },
  };
}

const selected = (a, b) => (String(a) === String(b) ? " selected='selected'" : '');
const checked = (a, b) => (String(a) === String(b) ? " checked='checked'" : '');

/** woocommerce_form_field(): the row exactly as WooCommerce 10.4.3 prints it. */
export function formField(key, field, value) {
  const args = { type: 'text', label: '', placeholder: '', required: false, autocomplete: false, id: key, class: [], label_class: [], input_class: [], validate: [], priority: '', ...field };
  args.class = [...args.class];
  args.label_class = [...args.label_class];
  value = value ?? '';
  const custom = [];
  let indicator;
  if (args.required) {
    if (!['hidden', 'checkbox'].includes(args.type)) {
      custom.push(['aria-required', 'true']);
      args.label_class.push('required_field');
    }
    args.class.push('validate-required');
    indicator = '&nbsp;<span class="required" aria-hidden="true">*</span>';
  } else {
    indicator = '&nbsp;<span class="optional">(opcional)</span>';
  }
  if (args.autocomplete) custom.push(['autocomplete', args.autocomplete]);
  const customAttrs = custom.map(([k, v]) => `${k}="${esc(v)}"`).join(' ');
  for (const rule of args.validate) args.class.push(`validate-${rule}`);
  const inputClass = args.input_class.join(' ');
  let container = `<p class="form-row %1$s" id="%2$s" data-priority="${esc(args.priority)}">%3$s</p>`;
  let control = '';
  switch (args.type) {
    case 'country': {
      const dataLabel = args.label ? `data-label="${esc(args.label)}"` : '';
      control = `<select name="${esc(key)}" id="${esc(args.id)}" class="country_to_state country_select ${esc(inputClass)}" ${customAttrs} data-placeholder="${esc(args.placeholder) || 'Selecciona un país / región&hellip;'}" ${dataLabel}><option value="">Selecciona un país / región&hellip;</option>`;
      for (const [code, name] of COUNTRIES) control += `<option value="${code}" ${selected(value, code)}>${esc(name)}</option>`;
      control += '</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Actualizar país / región">Actualizar país / región</button></noscript>';
      break;
    }
    case 'state': {
      const states = STATES[args.country];
      if (Array.isArray(states) && states.length === 0) {
        container = '<p class="form-row %1$s" id="%2$s" style="display: none">%3$s</p>';
        control = `<input type="hidden" class="hidden" name="${esc(key)}" id="${esc(args.id)}" value="" ${customAttrs} placeholder="${esc(args.placeholder)}" readonly="readonly" data-input-classes="${esc(inputClass)}"/>`;
      } else if (states) {
        const dataLabel = args.label ? `data-label="${esc(args.label)}"` : '';
        control = `<select name="${esc(key)}" id="${esc(args.id)}" class="state_select ${esc(inputClass)}" ${customAttrs} data-placeholder="${esc(args.placeholder) || 'Elige una opción&hellip;'}"  data-input-classes="${esc(inputClass)}" ${dataLabel}>\n\t\t\t\t\t\t<option value="">Elige una opción&hellip;</option>`;
        for (const [code, name] of Object.entries(states)) control += `<option value="${esc(code)}" ${selected(value, code)}>${esc(name)}</option>`;
        control += '</select>';
      } else {
        control = `<input type="text" class="input-text ${esc(inputClass)}" value="${esc(value)}"  placeholder="${esc(args.placeholder)}" name="${esc(key)}" id="${esc(args.id)}" ${customAttrs} data-input-classes="${esc(inputClass)}"/>`;
      }
      break;
    }
    case 'textarea':
      control = `<textarea name="${esc(key)}" class="input-text ${esc(inputClass)}" id="${esc(args.id)}" placeholder="${esc(args.placeholder)}"  rows="2" cols="5"${customAttrs}>${esc(value)}</textarea>`;
      break;
    default:
      control = `<input type="${esc(args.type)}" class="input-text ${esc(inputClass)}" name="${esc(key)}" id="${esc(args.id)}" placeholder="${esc(args.placeholder)}"  value="${esc(value)}" ${customAttrs} />`;
  }
  let inner = '';
  if (args.label) inner += `<label for="${esc(args.id)}" class="${esc(args.label_class.join(' '))}">${args.label}${indicator}</label>`;
  inner += `<span class="woocommerce-input-wrapper">${control}</span>`;
  return container.replace('%1$s', esc(args.class.join(' '))).replace('%2$s', `${esc(args.id)}_field`).replace('%3$s', inner);
}

// ---- the order review (checkout/review-order.php, cart/cart-shipping.php) ---------------------------

function rateLabel(rate) {
  return rate.cost > 0 ? `${rate.label}: ${wcPrice(rate.cost)}` : rate.label;
}

function shippingRows(t) {
  const slug = (id) => id.replace(/[^a-z0-9_-]/gi, '').toLowerCase();
  let cell;
  if (t.rates.length) {
    const items = t.rates.map((rate) => {
      const input = t.rates.length > 1
        ? `<input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_${slug(rate.id)}" value="${esc(rate.id)}" class="shipping_method" ${checked(rate.id, t.chosen?.id)} />`
        : `<input type="hidden" name="shipping_method[0]" data-index="0" id="shipping_method_0_${slug(rate.id)}" value="${esc(rate.id)}" class="shipping_method" />`;
      return `\t\t\t\t\t<li>\n\t\t\t\t\t\t${input}<label for="shipping_method_0_${slug(rate.id)}">${rateLabel(rate)}</label>\t\t\t\t\t</li>\n`;
    });
    cell = `\t\t\t<ul id="shipping_method" class="woocommerce-shipping-methods">\n${items.join('')}\t\t\t\t\t\t\t</ul>\n`;
  } else {
    cell = '\t\t\tNo hay opciones de envío disponibles. Por favor, asegúrate de que tu dirección se ha introducido correctamente o contacta con nosotros si necesitas ayuda.';
  }
  return `<tr class="woocommerce-shipping-totals shipping">\n\t<th>Envío</th>\n\t<td data-title="Envío">\n${cell}\n\t\t\t\t\t</td>\n</tr>\n`;
}

function couponHtml(c, checkoutUrl = CHECKOUT_URL) {
  return `-${wcPrice(c.amount)} <a role="button" aria-label="Eliminar el cupón ${esc(c.code)}" href="${checkoutUrl}?remove_coupon=${encodeURIComponent(c.code)}" class="woocommerce-remove-coupon" data-coupon="${esc(c.code)}">[Quitar]</a>`;
}

const orderTotalHtml = (total, tax) => `<strong>${wcPrice(total)}</strong> <small class="includes_tax">(incluye ${wcPrice(tax)} IVA)</small>`;

function itemData(line) {
  if (!line.itemData.length) return '';
  return `<dl class="variation">\n${line.itemData.map((d) => `\t\t\t<dt class="variation-${esc(d.key)}">${esc(d.key)}:</dt>\n\t\t<dd class="variation-${esc(d.key)}"><p>${esc(d.value)}</p>\n</dd>\n`).join('')}\t</dl>\n`;
}

/** woocommerce_order_review(): the review table fragment. */
export function reviewTable(session) {
  const t = checkoutTotals(session);
  const rows = t.lines.map((l) => `\t\t\t\t<tr class="cart_item">
					<td class="product-name">
						${esc(l.name)}&nbsp;						 <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong>						${itemData(l)}					</td>
					<td class="product-total">
						${wcPrice(l.subtotal)}					</td>
				</tr>
`);
  const discounts = t.coupons.map((c) => `\t\t\t<tr class="cart-discount coupon-${esc(c.code)}">
				<th>Cupón: ${esc(c.code)}</th>
				<td>${couponHtml(c)}</td>
			</tr>
`);
  return `<table class="shop_table woocommerce-checkout-review-order-table">
	<thead>
		<tr>
			<th class="product-name">Producto</th>
			<th class="product-total">Subtotal</th>
		</tr>
	</thead>
	<tbody>
${rows.join('')}	</tbody>
	<tfoot>

		<tr class="cart-subtotal">
			<th>Subtotal</th>
			<td>${wcPrice(t.subtotal)}</td>
		</tr>

${discounts.join('')}
${t.needsShipping ? shippingRows(t) : ''}

		<tr class="order-total">
			<th>Total</th>
			<td>${orderTotalHtml(t.total, t.tax)}</td>
		</tr>


	</tfoot>
</table>
`;
}

// ---- payment (checkout/payment.php, payment-method.php, terms.php) ----------------------------------

/** payment-method.php. `fields` is the payment box of a gateway with fields (its payment_fields() output). */
function paymentMethodItem(gateway, chosen, fields = '') {
  const isChosen = gateway.id === chosen;
  return `<li class="wc_payment_method payment_method_${gateway.id}">
	<input id="payment_method_${gateway.id}" type="radio" class="input-radio" name="payment_method" value="${gateway.id}" ${isChosen ? " checked='checked'" : ''} data-order_button_text="${esc(gateway.orderButtonText)}" />

	<label for="payment_method_${gateway.id}">
		${esc(gateway.title)} 	</label>
			<div class="payment_box payment_method_${gateway.id}" ${isChosen ? '' : 'style="display:none;"'}>
			${gateway.hasFields ? fields : `<p>${esc(gateway.description)}</p>
`}		</div>
	</li>
`;
}

/** terms.php with wc_checkout_privacy_policy_text() and wc_terms_and_conditions_page_content(). */
export function termsBlock(checkedTerms = false) {
  return `<div class="woocommerce-terms-and-conditions-wrapper">
		<div class="woocommerce-privacy-policy-text"><p>Tus datos personales se utilizarán para procesar tu pedido, mejorar tu experiencia en esta web y otros propósitos descritos en nuestra <a href="${PRIVACY_URL}" class="woocommerce-privacy-policy-link" target="_blank">política de privacidad</a>.</p>
</div><div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><p>${esc(T.INFO_PAGES[TERMS_URL][1])}</p>
</div>
					<p class="form-row validate-required">
				<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
				<input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" ${checkedTerms ? "checked='checked'" : ''} id="terms" />
					<span class="woocommerce-terms-and-conditions-checkbox-text">He leído y estoy de acuerdo con los <a href="${TERMS_URL}" class="woocommerce-terms-and-conditions-link" target="_blank">términos y condiciones</a> de la web</span>&nbsp;<abbr class="required" title="obligatorio">*</abbr>
				</label>
				<input type="hidden" name="terms-field" value="1" />
			</p>
			</div>
`;
}

const nonceField = (session, action, name, referer) =>
  `<input type="hidden" id="${name}" name="${name}" value="${nonce(session, action)}" /><input type="hidden" name="_wp_http_referer" value="${esc(referer)}" />`;

/**
 * woocommerce_checkout_payment(): the payment fragment. `referer` is the request's URI, as
 * wp_referer_field() prints it; `hideNew` drops MONEI's "new payment method" radio (a page whose
 * URL has ?status, as the plugin's redirect hook does).
 */
export function paymentFragment(session, { referer = CHECKOUT_URL, checkedTerms = false, hideNew = false } = {}) {
  const chosen = chosenGateway(session).id;
  const fields = (g) => (g.id === MONEI_ID ? paymentFields(session, 'checkout', { hideNew }) : '');
  return `<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods">
			${GATEWAYS.map((g) => paymentMethodItem(g, chosen, fields(g))).join('')}		</ul>
		<div class="form-row place-order">
		<noscript>
			Debido a que tu navegador no es compatible con JavaScript o está desactivado, por favor, asegúrate de hacer clic en el botón <em>Actualizar totales</em> antes de realizar tu pedido. Se te podría cobrar más de la cantidad indicada arriba si no lo haces.			<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Actualizar totales">Actualizar totales</button>
		</noscript>

			${termsBlock(checkedTerms)}
	
		<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Realizar el pedido" data-value="Realizar el pedido">Realizar el pedido</button>
		
		${nonceField(session, 'woocommerce-process_checkout', 'woocommerce-process-checkout-nonce', referer)}	</div>
</div>
`;
}

// ---- notices (templates/notices/*.php, as wc_print_notices() prints them) ---------------------------

const dataAttrs = (data) => Object.entries(data ?? {}).map(([k, v]) => ` data-${esc(k)}="${esc(v)}"`).join('');

/** wc_print_notices( true ): errors, then successes, then notices. Each: { type, html, data }. */
export function printNotices(notices) {
  const kind = (n) => (n.type === 'error' || n.type === 'success' ? n.type : 'notice');
  const of = (type) => notices.filter((n) => kind(n) === type);
  let out = '';
  const errors = of('error');
  if (errors.length) out += `\n<ul class="woocommerce-error" role="alert">\n\t${errors.map((n) => `\t\t<li${dataAttrs(n.data)}>\n\t\t\t${n.html}\t\t</li>\n\t`).join('')}</ul>\n`;
  const successes = of('success');
  if (successes.length) out += `\n${successes.map((n) => `\t<div class="woocommerce-message"${dataAttrs(n.data)} role="alert">\n\t\t${n.html}\t</div>\n`).join('')}`;
  const infos = of('notice');
  if (infos.length) out += `\n${infos.map((n) => `\t<div class="woocommerce-info"${dataAttrs(n.data)} role="status">\n\t\t${n.html}\t</div>\n`).join('')}`;
  return out;
}
const errorNotice = (html) => printNotices([{ type: 'error', html }]);
const noticesWrapper = (notices) => `<div class="woocommerce-notices-wrapper">${printNotices(notices)}</div>`;

// ---- the checkout page ------------------------------------------------------------------------------

function loginBlock(session, { shown }) {
  return `<div class="woocommerce-form-login-toggle">
	
	<div class="woocommerce-info" role="status">
		¿Ya eres cliente? <a href="#" class="showlogin">Haz clic aquí para acceder</a>	</div>
</div>
<form class="woocommerce-form woocommerce-form-login login" method="post" ${shown ? '' : 'style="display:none;"'}>

	
	<p>Si ya has comprado con nosotros antes, introduce tus datos a continuación. Si eres un cliente nuevo, continúa con la sección de facturación.</p>

	<p class="form-row form-row-first">
		<label for="username">Nombre de usuario o correo electrónico&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Obligatorio</span></label>
		<input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true" />
	</p>
	<p class="form-row form-row-last">
		<label for="password">Contraseña&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Obligatorio</span></label>
		<input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />
	</p>
	<div class="clear"></div>

	
	<p class="form-row">
		<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
			<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Recuérdame</span>
		</label>
		${nonceField(session, 'woocommerce-login', 'woocommerce-login-nonce', CHECKOUT_URL)}		<input type="hidden" name="redirect" value="${CHECKOUT_URL}" />
		<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Acceder">Acceder</button>
	</p>
	<p class="lost_password">
		<a href="/mi-cuenta/lost-password/">¿Olvidaste la contraseña?</a>
	</p>

	<div class="clear"></div>

	
</form>
`;
}

const COUPON_BLOCK = `<div class="woocommerce-form-coupon-toggle">
	
	<div class="woocommerce-info" role="status">
		¿Tienes un cupón? <a href="#" role="button" aria-label="Introduce tu código de cupón" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Haz clic aquí para introducir tu código</a>	</div>
</div>

<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">

	<p class="form-row form-row-first">
		<label for="coupon_code" class="screen-reader-text">Cupón:</label>
		<input type="text" name="coupon_code" class="input-text" placeholder="Código de cupón" id="coupon_code" value="" />
	</p>

	<p class="form-row form-row-last">
		<button type="submit" class="button" name="apply_coupon" value="Aplicar cupón">Aplicar cupón</button>
	</p>

	<div class="clear"></div>
</form>
`;

/** WC_Checkout::get_value(): a posted value (a form re-shown after a native POST), else the customer's. */
function valueOf(session, posted, key) {
  if (posted && posted[key] !== undefined && posted[key] !== '') return String(posted[key]).trim();
  const c = checkoutState(session).customer;
  const m = /^(billing|shipping)_(.+)$/.exec(key);
  return m ? c[m[1]][m[2]] ?? '' : '';
}

function fieldsetHtml(session, fields, posted) {
  return Object.entries(fields).map(([key, field]) => formField(key, field, valueOf(session, posted, key))).join('');
}

/** The inside of the shortcode's `div.woocommerce` for a cart with items: what fixtures/markup/checkout.html holds. */
export function checkoutMarkup(session, { notices = [], posted = null, loginShown = false, referer = CHECKOUT_URL, hideNew = false } = {}) {
  const t = checkoutTotals(session);
  const fields = checkoutFields({ billing: valueOf(session, posted, 'billing_country'), shipping: valueOf(session, posted, 'shipping_country') });
  const shipping = t.needsShipping
    ? `<div class="woocommerce-shipping-fields">
	
		<h3 id="ship-to-different-address">
			<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
				<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"  type="checkbox" name="ship_to_different_address" value="1" /> <span>¿Enviar a una dirección diferente?</span>
			</label>
		</h3>

		<div class="shipping_address">

			
			<div class="woocommerce-shipping-fields__field-wrapper">
				${fieldsetHtml(session, fields.shipping, posted)}			</div>

			
		</div>

	</div>
`
    : '<div class="woocommerce-shipping-fields">\n\t</div>\n';
  const additional = `<div class="woocommerce-additional-fields">
	
	
		${t.needsShipping ? '' : '\n\t\t\t<h3>Información adicional</h3>\n\n\t\t'}
		<div class="woocommerce-additional-fields__field-wrapper">
							${fieldsetHtml(session, fields.order, posted)}					</div>

	
	</div>
`;
  return `${loginBlock(session, { shown: loginShown })}${COUPON_BLOCK}${noticesWrapper(notices)}
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${CHECKOUT_URL}" enctype="multipart/form-data" aria-label="Finalizar compra">

	
		
		<div class="col2-set" id="customer_details">
			<div class="col-1">
				<div class="woocommerce-billing-fields">
	
		<h3>Detalles de facturación</h3>

	
	
	<div class="woocommerce-billing-fields__field-wrapper">
		${fieldsetHtml(session, fields.billing, posted)}	</div>

	</div>

	<div class="woocommerce-account-fields">
		
			<p class="form-row form-row-wide create-account">
				<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
					<input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount"  type="checkbox" name="createaccount" value="1" /> <span>¿Crear una cuenta?</span>
				</label>
			</p>

		
		
			<div class="create-account">
									${fieldsetHtml(session, fields.account, posted)}								<div class="clear"></div>
			</div>

		
			</div>
<wc-order-attribution-inputs></wc-order-attribution-inputs>			</div>

			<div class="col-2">
				${shipping}${additional}			</div>
		</div>

		
	
	
	<h3 id="order_review_heading">Tu pedido</h3>
	
	
	<div id="order_review" class="woocommerce-checkout-review-order">
		${reviewTable(session)}${paymentFragment(session, { referer, checkedTerms: Boolean(posted?.terms), hideNew })}	</div>

	
</form>

`;
}

/** The page: the checkout, its page globals, and the demo's QA panel below (unless `qa=0`). */
function checkoutPage(pc, options) {
  const block = T.CHECKOUT_BLOCK_MODES.has(pc.query.get('bloque')) ? pc.query.get('bloque') : null;
  const qa = pc.query.get('qa') !== '0';
  const main = raw(`<article id="post-8" class="post-8 page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">Finalizar compra</h1></header>
	<div class="entry-content">
		<div class="woocommerce">${checkoutMarkup(pc.session, options)}</div>
${qa ? T.attributionPanel(block) : ''}	</div>
</article>`);
  return T.layout(pc, {
    title: 'Finalizar compra',
    bodyClass: 'page-template-default page page-id-8 woocommerce-checkout woocommerce-page',
    main,
    trail: [{ label: 'Finalizar compra' }],
    headExtra: raw(`${pc.paymentGlobals ?? ''}${block ? `<script src="/demo/checkout-block-store.js" id="sf-checkout-block-store-js" data-modo="${block}"></script>\n` : ''}`),
    footExtra: qa ? raw('<script src="/demo/attribution-panel.js" id="sf-attribution-panel-js" defer></script>\n') : '',
  });
}

// ---- page globals (checkout.md §1.2-§1.4) ---------------------------------------------------------------

/** wc_checkout_params for this session (`is_checkout` "0" on the order-pay and order-received endpoints). */
export function checkoutParams(session, { isCheckout = true } = {}) {
  return {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: nonce(session, 'update-order-review'),
    apply_coupon_nonce: nonce(session, 'apply-coupon'),
    remove_coupon_nonce: nonce(session, 'remove-coupon'),
    option_guest_checkout: 'yes',
    checkout_url: '/?wc-ajax=checkout',
    is_checkout: isCheckout ? '1' : '0',
    debug_mode: '',
    i18n_checkout_error: 'Ha habido un error al procesar tu pedido. Por favor, comprueba si hay algún cargo en tu método de pago y revisa tu <a href="/mi-cuenta/orders/">historial de pedidos</a> antes de volver a realizar el pedido.',
  };
}

/** wc_country_select_params: `countries` the allowed countries' states as JSON text. */
export function countrySelectParams() {
  const countries = {};
  for (const [code] of COUNTRIES) if (STATES[code]) countries[code] = STATES[code];
  return {
    countries: innerJson(countries),
    i18n_select_state_text: 'Elige una opción…',
    i18n_no_matches: 'No se han encontrado coincidencias',
    i18n_ajax_error: 'Error al cargar',
    i18n_input_too_short_1: 'Por favor, introduce 1 o más caracteres',
    i18n_input_too_short_n: 'Por favor, introduce %qty% o más caracteres',
    i18n_input_too_long_1: 'Por favor, borra 1 carácter',
    i18n_input_too_long_n: 'Por favor, borra %qty% caracteres',
    i18n_selection_too_long_1: 'Solo puedes seleccionar 1 elemento',
    i18n_selection_too_long_n: 'Solo puedes seleccionar %qty% elementos',
    i18n_load_more: 'Cargando más resultados…',
    i18n_searching: 'Buscando…',
  };
}

/** wc_address_i18n_params: the country locale and the rows each locale field moves, as JSON text. */
export function addressI18nParams() {
  return {
    locale: innerJson({ ...COUNTRY_LOCALE, default: defaultAddressFields() }),
    locale_fields: innerJson(LOCALE_FIELDS),
    i18n_required_text: 'obligatorio',
    i18n_optional_text: 'opcional',
  };
}

export const CHECKOUT_GLOBALS = ['wc_country_select_params', 'wc_address_i18n_params', 'wc_checkout_params'];

/** The page context's globals with this session's nonces in wc_checkout_params (the good or the malformed twin). */
function withSessionGlobals(pc, { isCheckout }) {
  const base = pc.globalValue;
  return {
    ...pc,
    globalValue: (name) => {
      const value = base(name);
      if (name !== 'wc_checkout_params' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
      const fresh = checkoutParams(pc.session, { isCheckout });
      const out = { ...value };
      for (const key of ['update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce', 'is_checkout']) if (key in out) out[key] = fresh[key];
      return out;
    },
  };
}

// ---- validation (WC_Checkout::validate_posted_data, WC_Validation) -----------------------------------------

/** WordPress's is_email(). */
export function isEmail(email) {
  if (email.length < 6 || email.indexOf('@', 1) === -1) return false;
  const [local, ...rest] = email.split('@');
  if (rest.length !== 1) return false;
  let domain = rest[0];
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes('..')) return false;
  domain = domain.replace(/^[ \t\n\r\0\x0B.]+|[ \t\n\r\0\x0B.]+$/g, '');
  if (domain !== rest[0]) return false;
  const subs = domain.split('.');
  if (subs.length < 2) return false;
  return subs.every((s) => s === s.replace(/^[ \t\n\r\0\x0B-]+|[ \t\n\r\0\x0B-]+$/g, '') && /^[a-z0-9-]+$/i.test(s));
}

const isPhone = (phone) => phone.replace(/[\s#0-9_\-+/().]/g, '').trim().length === 0;
const normalizePostcode = (p) => String(p ?? '').trim().toUpperCase().replace(/[\s-]/g, '');

function formatPostcode(postcode, country) {
  let p = normalizePostcode(postcode);
  if (!p) return p;
  if (country === 'GB') p = `${p.slice(0, -3)} ${p.slice(-3)}`;
  else if (country === 'IE') p = `${p.slice(0, 3)} ${p.slice(3)}`;
  else if (country === 'PT') p = `${p.slice(0, 4)}-${p.slice(4)}`;
  else if (country === 'US' && p.length > 5) p = `${p.slice(0, 5)}-${p.slice(5)}`;
  return p;
}

/**
 * WC_Validation::is_postcode() for the allowed countries. Spain: five digits (WooCommerce), and the
 * demo shop's woocommerce_validate_postcode filter also wants a province prefix 01-52.
 */
export function isPostcode(postcode, country) {
  if (/[^\s\-A-Za-z0-9]/.test(postcode)) return false;
  switch (country) {
    case 'ES':
      return /^\d{5}$/.test(postcode) && Number(postcode.slice(0, 2)) >= 1 && Number(postcode.slice(0, 2)) <= 52;
    case 'FR':
    case 'IT':
      return /^[0-9]{5}$/.test(postcode);
    case 'DE':
      return /^(0[1-9]|[1-9][0-9])[0-9]{3}$/.test(postcode);
    case 'PT':
      return /^[0-9]{4}-[0-9]{3}$/.test(postcode);
    case 'US':
      return /^[0-9]{5}(-[0-9]{4})?$/i.test(postcode);
    case 'GB':
      return /^([A-PR-UWYZ][A-HK-Y]?[0-9][0-9A-HJKMNPR-Y]?) ?[0-9][ABD-HJLNP-UW-Z]{2}$/i.test(postcode) || /^GIR ?0AA$/i.test(postcode);
    case 'IE':
      return /([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}/.test(normalizePostcode(postcode));
    default:
      return true;
  }
}

const FIELD_PREFIX = { billing: (l) => `${l} de facturación`, shipping: (l) => `${l} de envío` };

/** WC_Checkout::get_posted_data(). */
function postedData(session, form) {
  const data = {
    terms: form.terms !== undefined ? 1 : 0,
    'terms-field': form['terms-field'] !== undefined ? 1 : 0,
    createaccount: form.createaccount ? 1 : 0,
    payment_method: String(form.payment_method ?? '').trim(),
    shipping_method: Object.entries(form).filter(([k]) => /^shipping_method\[\d+\]$/.test(k)).map(([k, v]) => [Number(/\d+/.exec(k)[0]), String(v).trim()]),
    ship_to_different_address: Boolean(form.ship_to_different_address),
    woocommerce_checkout_update_totals: form.woocommerce_checkout_update_totals !== undefined,
  };
  const t = checkoutTotals(session);
  const fields = checkoutFields({ billing: String(form.billing_country || checkoutState(session).customer.billing.country), shipping: String(form.shipping_country || checkoutState(session).customer.shipping.country) });
  const skipped = [];
  for (const [set, fieldset] of Object.entries(fields)) {
    if ((set === 'shipping' && (!data.ship_to_different_address || !t.needsShipping)) || (set === 'account' && !data.createaccount)) {
      skipped.push(set);
      continue;
    }
    for (const key of Object.keys(fieldset)) {
      const raw = form[key];
      data[key] = raw === undefined || raw === '' ? '' : fieldset[key].type === 'textarea' ? String(raw).trim() : String(raw).replace(/<[^>]*>/g, '').trim();
    }
  }
  if (skipped.includes('shipping') && t.needsShipping) {
    for (const key of Object.keys(fields.shipping)) data[key] = data[`billing_${key.slice(9)}`] ?? '';
  }
  return { data, fields, skipped };
}

/** WC_Checkout::validate_checkout(): WP_Error-like list of { code, html, data }. */
function validateCheckout(session, data, fields, skipped) {
  const errors = [];
  const add = (code, html, data) => errors.push({ code, html, data });
  for (const [set, fieldset] of Object.entries(fields)) {
    const validate = !skipped.includes(set);
    for (const [key, field] of Object.entries(fieldset)) {
      if (data[key] === undefined) continue;
      const format = field.validate ?? [];
      let label = field.label ?? '';
      if (validate && field.type === 'country' && data[key] !== '' && !COUNTRY_NAMES[data[key]]) {
        add(`${key}_validation`, `«${esc(data[key])}» no es un código de país válido.`);
      }
      if (FIELD_PREFIX[set]) label = FIELD_PREFIX[set](label);
      const strong = `<strong>${esc(label)}</strong>`;
      if (format.includes('postcode')) {
        const country = data[`${set}_country`];
        data[key] = formatPostcode(data[key], country);
        if (validate && data[key] !== '' && !isPostcode(data[key], country)) {
          add(`${key}_validation`, country === 'IE'
            ? `${strong} no es válido. Puedes buscar el Eircode correcto <a target="_blank" href="https://finder.eircode.ie">aquí</a>.`
            : `${strong} no es un código postal válido.`, { id: key });
        }
      }
      if (format.includes('phone') && validate && data[key] !== '' && !isPhone(data[key])) {
        add(`${key}_validation`, `${strong} no es un número de teléfono válido.`, { id: key });
      }
      if (format.includes('email') && data[key] !== '') {
        const valid = isEmail(data[key]);
        if (validate && !valid) {
          add(`${key}_validation`, `${strong} no es una dirección de correo electrónico válida.`, { id: key });
          continue;
        }
      }
      if (data[key] !== '' && format.includes('state')) {
        const states = STATES[data[`${set}_country`]];
        if (states && !Array.isArray(states) && Object.keys(states).length) {
          const upper = data[key].toUpperCase();
          const byName = Object.entries(states).find(([, name]) => name.toUpperCase() === upper);
          data[key] = byName ? byName[0] : upper;
          if (validate && !states[data[key]]) {
            add(`${key}_validation`, `${strong} no es válido. Por favor, introduce uno de los siguientes: ${esc(Object.values(states).join(', '))}`, { id: key });
          }
        }
      }
      if (validate && field.required && data[key] === '') add(`${key}_required`, `${strong} es un campo obligatorio.`, { id: key });
    }
  }
  if (!data.woocommerce_checkout_update_totals && !data.terms && data['terms-field']) {
    add('terms', 'Por favor, lee y acepta los términos y condiciones para proceder con tu pedido.', { id: 'terms' });
  }
  const t = checkoutTotals(session);
  if (t.needsShipping) {
    const country = data.shipping_country ?? checkoutState(session).customer.shipping.country;
    if (!country) add('shipping', 'Por favor, introduce una dirección para continuar.');
    else if (COUNTRY_NAMES[country] && !t.chosen) add('shipping', 'No se ha seleccionado ningún método de envío. Por favor, vuelve a comprobar tu dirección o contacta con nosotros si necesitas ayuda.');
  }
  if (!GATEWAYS.some((g) => g.id === data.payment_method)) add('payment', 'Método de pago no válido.');
  // WP_Error keeps one list per code, in the order the codes first appeared.
  const codes = [...new Set(errors.map((e) => e.code))];
  return codes.flatMap((code) => errors.filter((e) => e.code === code));
}

/** WC_Checkout::update_session(): the customer's addresses, the chosen rate and gateway. */
function updateSession(session, data) {
  const st = checkoutState(session);
  for (const field of ['first_name', 'last_name', 'company', 'email', 'phone', 'address_1', 'address_2', 'city', 'postcode', 'state', 'country']) {
    for (const type of ['billing', 'shipping']) {
      const key = `${type}_${field}`;
      if (data[key] !== undefined && (type === 'billing' || !['email', 'phone'].includes(field))) st.customer[type][field] = data[key];
    }
  }
  for (const [i, v] of data.shipping_method) st.chosenShipping[i] = v;
  st.chosenPayment = data.payment_method;
}

// ---- orders -----------------------------------------------------------------------------------------------

const orders = new Map();
let nextOrderId = 1000;
const MAX_ORDERS = 20000;

const orderKey = () => {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `wc_order_${[...randomBytes(13)].map((b) => chars[b % chars.length]).join('')}`;
};

export const getOrder = (id) => orders.get(Number(id)) ?? null;
export const orderReceivedUrl = (order) => `${CHECKOUT_URL}order-received/${order.id}/?key=${order.key}`;
export const orderPayUrl = (order) => `${CHECKOUT_URL}order-pay/${order.id}/?pay_for_order=true&key=${order.key}`;

/** WC_Checkout::create_order(): resumes the session's order awaiting payment when its cart is the same. */
function createOrder(session, data, form) {
  const st = checkoutState(session);
  const t = checkoutTotals(session);
  const hash = md5(`${cartHash(session)}|${t.total}`);
  const address = (type) => Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((k) => [k, data[`${type}_${k}`] ?? '']));
  const attribution = {};
  for (const [k, v] of Object.entries(form)) if (k.startsWith('wc_order_attribution_')) attribution[k.slice('wc_order_attribution_'.length)] = String(v);
  const gateway = GATEWAYS.find((g) => g.id === data.payment_method);
  let order = getOrder(st.orderAwaitingPayment);
  const resumed = Boolean(order && order.sessionId === session.id && order.cartHash === hash && ['pending', 'failed'].includes(order.status));
  if (!resumed) {
    if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value);
    order = { id: nextOrderId++, key: orderKey(), sessionId: session.id, dateCreated: new Date().toISOString() };
    orders.set(order.id, order);
  }
  Object.assign(order, {
    status: 'pending',
    resumed,
    cartHash: hash,
    currency: 'EUR',
    billing: { ...address('billing'), email: data.billing_email ?? '', phone: data.billing_phone ?? '' },
    shipping: t.needsShipping ? address('shipping') : null,
    shipToDifferentAddress: data.ship_to_different_address,
    createAccount: Boolean(data.createaccount),
    customerNote: data.order_comments ?? '',
    items: t.lines.map((l) => ({ productId: l.product_id, variationId: l.variation_id, name: l.name, quantity: l.quantity, subtotal: l.subtotal, itemData: l.itemData, permalink: T.cartItemPermalink(l) })),
    subtotal: t.subtotal,
    coupons: t.coupons,
    discount: t.discount,
    shippingLine: t.chosen ? { id: t.chosen.id, label: t.chosen.label, cost: t.chosen.cost } : null,
    total: t.total,
    tax: t.tax,
    paymentMethod: gateway.id,
    paymentMethodTitle: gateway.title,
    attribution,
    meta: Object.fromEntries(Object.entries(attribution).map(([k, v]) => [`_wc_order_attribution_${k}`, v])),
  });
  st.orderAwaitingPayment = order.id;
  return order;
}

/** WC_Cart::empty_cart(): items, coupons and the chosen rates go. */
function emptyCart(session) {
  const st = checkoutState(session);
  session.cart.clear();
  st.coupons = [];
  st.chosenShipping = [];
}

/**
 * process_checkout(). `ajax` answers JSON as the wc-ajax endpoint does; otherwise the native POST's
 * outcome: `{ redirect }` or `{ notices }` for the page to re-render. `fault` simulates a stale nonce
 * or an emptied cart without touching them.
 */
export function processCheckout(session, form, { fault = null } = {}) {
  const st = checkoutState(session);
  const sent = form['woocommerce-process-checkout-nonce'] ?? form._wpnonce ?? '';
  const failure = (notices) => {
    const refresh = st.refreshTotals;
    st.refreshTotals = false;
    return { result: 'failure', notices, refresh };
  };
  if (fault === 'expired-session') return failure([{ type: 'error', html: EXPIRED }]);
  if (fault === 'expired-nonce' || !sent || sent !== nonce(session, 'woocommerce-process_checkout')) {
    if (!session.cart.size) return failure([{ type: 'error', html: EXPIRED }]);
    st.refreshTotals = true;
    return failure([{ type: 'error', html: 'No hemos podido procesar tu pedido, por favor, inténtalo de nuevo.' }]);
  }
  if (!session.cart.size) return failure([{ type: 'error', html: EXPIRED }]);
  const { data, fields, skipped } = postedData(session, form);
  updateSession(session, data);
  const errors = validateCheckout(session, data, fields, skipped);
  if (errors.length) return failure(errors.map((e) => ({ type: 'error', html: e.html, data: e.data })));
  if (data.woocommerce_checkout_update_totals) return { result: 'update-totals' };
  const order = createOrder(session, data, form);
  // MONEI's process_payment() asks the provider: the caller runs it (payPendingOrder), and the
  // order stays pending, awaiting payment, with the cart kept until the order-received page.
  if (order.paymentMethod === MONEI_ID && fault !== 'declined') return { result: 'gateway', order };
  // The gateway's process_payment(): bacs and cheque put the order on hold, cash on delivery processing.
  const gateway = GATEWAYS.find((g) => g.id === order.paymentMethod);
  order.status = fault === 'declined' ? 'failed' : gateway.status;
  if (order.status !== 'failed') st.orderAwaitingPayment = 0;
  emptyCart(session);
  return { result: 'success', redirect: orderReceivedUrl(order), order_id: order.id };
}

// ---- order pages -----------------------------------------------------------------------------------------

function orderTotalsRows(order) {
  const rows = [['Subtotal:', String(wcPrice(order.subtotal))]];
  if (order.discount > 0) rows.push(['Descuento:', `-${wcPrice(order.discount)}`]);
  if (order.shippingLine) {
    rows.push(['Envío:', order.shippingLine.cost > 0 ? `${wcPrice(order.shippingLine.cost)}&nbsp;<small class="shipped_via">vía ${esc(order.shippingLine.label)}</small>` : esc(order.shippingLine.label)]);
  }
  rows.push(['Método de pago:', esc(shownMethodTitle(order))]);
  rows.push(['Total:', orderTotalHtml(order.total, order.tax)]);
  return rows;
}

function formattedAddress(address) {
  if (!address) return 'N/D';
  const stateName = STATES[address.country]?.[address.state] ?? address.state;
  const lines = [
    `${address.first_name} ${address.last_name}`.trim(),
    address.company,
    address.address_1,
    address.address_2,
    `${address.postcode} ${address.city}`.trim(),
    stateName,
    address.country !== BASE_COUNTRY ? COUNTRY_NAMES[address.country] ?? address.country : '',
  ].filter(Boolean);
  return lines.length ? lines.map(esc).join('<br/>') : 'N/D';
}

function orderDetails(order) {
  const items = order.items.map((item) => `<tr class="woocommerce-table__line-item order_item">

	<td class="woocommerce-table__product-name product-name">
		<a href="${esc(item.permalink)}">${esc(item.name)}</a> <strong class="product-quantity">&times;&nbsp;${item.quantity}</strong>${item.itemData.length ? `<ul class="wc-item-meta">${item.itemData.map((d) => `<li><strong class="wc-item-meta-label">${esc(d.key)}:</strong> <p>${esc(d.value)}</p></li>`).join('')}</ul>` : ''}	</td>

	<td class="woocommerce-table__product-total product-total">
		${wcPrice(item.subtotal)}	</td>

</tr>

`);
  const totals = orderTotalsRows(order).map(([label, value]) => `\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th scope="row">${label}</th>\n\t\t\t\t\t\t<td>${value}</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t`);
  const note = order.customerNote ? `\t\t\t\t<tr>\n\t\t\t\t\t<th>Nota:</th>\n\t\t\t\t\t<td>${esc(order.customerNote).replace(/\n/g, '<br />')}</td>\n\t\t\t\t</tr>\n` : '';
  const showShipping = Boolean(order.shipping);
  const billingAddress = `<h2 class="woocommerce-column__title">Dirección de facturación</h2>

	<address>
		${formattedAddress(order.billing)}

					<p class="woocommerce-customer-details--phone">${esc(order.billing.phone)}</p>
		
					<p class="woocommerce-customer-details--email">${esc(order.billing.email)}</p>
		
			</address>
`.replace(/\t\t\t\t\t<p class="woocommerce-customer-details--phone"><\/p>\n/, '');
  return `<section class="woocommerce-order-details">
	
	<h2 class="woocommerce-order-details__title">Detalles del pedido</h2>

	<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">

		<thead>
			<tr>
				<th class="woocommerce-table__product-name product-name">Producto</th>
				<th class="woocommerce-table__product-table product-total">Total</th>
			</tr>
		</thead>

		<tbody>
			${items.join('')}		</tbody>

		<tfoot>
			${totals.join('')}${note}		</tfoot>
	</table>

	</section>

<section class="woocommerce-customer-details">

	${showShipping ? `<section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">
		<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">

	` : ''}${billingAddress}${showShipping ? `
		</div><!-- /.col-1 -->

		<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2">
			<h2 class="woocommerce-column__title">Dirección de envío</h2>
			<address>
				${formattedAddress(order.shipping)}

							</address>
		</div><!-- /.col-2 -->

	</section><!-- /.col2-set -->

	` : ''}
	
</section>
`;
}

const RECEIVED = `<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">
Gracias. Tu pedido ha sido recibido.</p>
`;

/** checkout/thankyou.php; without a matching key only the thank-you text (order-received.php with no order). */
export function thankYouMarkup(order) {
  if (!order) return `<div class="woocommerce-order">\n\n\t\n\t\t${RECEIVED}\n\t\n</div>\n`;
  const gateway = GATEWAYS.find((g) => g.id === order.paymentMethod);
  const head = order.status === 'failed'
    ? `<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Lamentablemente, tu pedido no se puede procesar porque el banco o el comercio de origen ha rechazado tu transacción. Por favor, intenta realizar tu compra de nuevo.</p>

			<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed-actions">
				<a href="${esc(orderPayUrl(order))}" class="button pay">Pagar</a>
							</p>
`
    : `${RECEIVED}
			<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">

				<li class="woocommerce-order-overview__order order">
					Número del pedido:					<strong>${order.id}</strong>
				</li>

				<li class="woocommerce-order-overview__date date">
					Fecha:					<strong>${dateEs(order.dateCreated)}</strong>
				</li>

									<li class="woocommerce-order-overview__email email">
						Correo electrónico:						<strong>${esc(order.billing.email)}</strong>
					</li>
				
				<li class="woocommerce-order-overview__total total">
					Total:					<strong>${wcPrice(order.total)}</strong>
				</li>

									<li class="woocommerce-order-overview__payment-method method">
						Método de pago:						<strong>${esc(shownMethodTitle(order))}</strong>
					</li>
				
			</ul>
`;
  const instructions = order.status === 'failed' || !gateway.instructions ? '' : `<p>${esc(gateway.instructions)}</p>\n`;
  return `<div class="woocommerce-order">

	
		${head}
		${instructions}${orderDetails(order)}
	
</div>
`;
}

const keyMatches = (order, key) => Boolean(order && key && order.key === key);

function endpointPage(pc, { title, endpoint, inner, extra = '' }) {
  const headExtra = raw(pc.paymentGlobals ?? '');
  const main = raw(`<article id="post-8" class="post-8 page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">${title}</h1></header>
	<div class="entry-content">
		<div class="woocommerce">${inner}</div>
${extra}	</div>
</article>`);
  return T.layout(pc, {
    title,
    bodyClass: `page-template-default page page-id-8 woocommerce-checkout woocommerce-page woocommerce-${endpoint}`,
    main,
    trail: [{ label: 'Finalizar compra', href: CHECKOUT_URL }, { label: title }],
    headExtra,
  });
}

/** checkout/form-pay.php (checkout.md §4.1). */
export function orderPayMarkup(session, order, { notices = [], referer, chosen, checkedTerms = false } = {}) {
  const current = chosen ?? order.paymentMethod ?? GATEWAYS[0].id;
  const rows = order.items.map((item) => `\t\t\t\t\t\t\t\t\t<tr class="order_item">
						<td class="product-name">
							${esc(item.name)}						</td>
						<td class="product-quantity"> <strong class="product-quantity">&times;&nbsp;${item.quantity}</strong></td>						<td class="product-subtotal">${wcPrice(item.subtotal)}</td>					</tr>
`);
  const totals = orderTotalsRows(order).map(([label, value]) => `\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th scope="row" colspan="2">${label}</th>\t\t\t\t\t\t<td class="product-total">${value}</td>\t\t\t\t\t</tr>\n`);
  return `${noticesWrapper(notices)}<form id="order_review" method="post">

	<table class="shop_table">
		<thead>
			<tr>
				<th class="product-name">Producto</th>
				<th class="product-quantity">Cantidad</th>
				<th class="product-total">Totales</th>
			</tr>
		</thead>
		<tbody>
${rows.join('')}					</tbody>
		<tfoot>
${totals.join('')}					</tfoot>
	</table>

	
	<div id="payment">
					<ul class="wc_payment_methods payment_methods methods">
				${GATEWAYS.map((g) => paymentMethodItem(g, current, g.id === MONEI_ID ? paymentFields(session, 'order-pay') : '')).join('')}			</ul>
				<div class="form-row">
			<input type="hidden" name="woocommerce_pay" value="1" />

			${termsBlock(checkedTerms)}
			
			<button type="submit" class="button alt" id="place_order" value="Pagar el pedido" data-value="Pagar el pedido">Pagar el pedido</button>
			
			${nonceField(session, 'woocommerce-pay', 'woocommerce-pay-nonce', referer)}		</div>
	</div>
</form>
`;
}

/** checkout/order-receipt.php: order-pay without pay_for_order. */
function orderReceiptMarkup(order) {
  return `<ul class="order_details">
	<li class="order">
		Número del pedido:		<strong>${order.id}</strong>
	</li>
	<li class="date">
		Fecha:		<strong>${dateEs(order.dateCreated)}</strong>
	</li>
	<li class="total">
		Total:		<strong>${wcPrice(order.total)}</strong>
	</li>
			<li class="method">
			Método de pago:			<strong>${esc(shownMethodTitle(order))}</strong>
		</li>
	</ul>


<div class="clear"></div>
`;
}

// ---- My Account: payment methods (checkout.md §4.4-§4.7) --------------------------------------------------

function accountNav(active) {
  const links = [
    ['dashboard', '/mi-cuenta/', 'Escritorio'],
    ['payment-methods', '/mi-cuenta/payment-methods/', 'Métodos de pago'],
  ];
  return `<nav class="woocommerce-MyAccount-navigation" aria-label="Páginas de la cuenta">
	<ul>
${links.map(([key, href, label]) => `\t\t\t<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${key}${key === active ? ' is-active' : ''}">
				<a href="${href}"${key === active ? ' aria-current="page"' : ''}>${label}</a>
			</li>
`).join('')}	</ul>
</nav>

`;
}

/** myaccount/form-add-payment-method.php: the first gateway chosen, every box hidden as served. */
export function addPaymentMethodMarkup(session) {
  const box = (g) => (g.id === MONEI_ID ? paymentFields(session, 'add-payment-method') : `<p>${esc(g.description)}</p>\n`);
  const items = TOKEN_GATEWAYS.map((g, i) => `					<li class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${g.id} payment_method_${g.id}">
						<input id="payment_method_${g.id}" type="radio" class="input-radio" name="payment_method" value="${g.id}" ${i === 0 ? " checked='checked'" : ''} />
						<label for="payment_method_${g.id}">${esc(g.title)} </label>
						<div class="woocommerce-PaymentBox woocommerce-PaymentBox--${g.id} payment_box payment_method_${g.id}" style="display: none;">${box(g)}</div>					</li>
					`);
  return `<form id="add_payment_method" method="post">
		<div id="payment" class="woocommerce-Payment">
			<ul class="woocommerce-PaymentMethods payment_methods methods">
				${items.join('')}			</ul>

			
			<div class="form-row">
				${nonceField(session, 'woocommerce-add-payment-method', 'woocommerce-add-payment-method-nonce', '/mi-cuenta/add-payment-method/')}				<button type="submit" class="woocommerce-Button woocommerce-Button--alt button alt" id="place_order" value="Añadir método de pago">Añadir método de pago</button>
				<input type="hidden" name="woocommerce_add_payment_method" id="woocommerce_add_payment_method" value="1" />
			</div>
		</div>
	</form>
`;
}

/** myaccount/payment-methods.php: the saved cards' table (or "no saved methods") and the add link. */
const paymentMethodsMarkup = (session) => `${paymentMethodsTable(session)}

\t<a class="button" href="/mi-cuenta/add-payment-method/">Añadir método de pago</a>
`;

function accountPage(pc, { endpoint, title, inner, notices, headExtra = '' }) {
  const main = raw(`<article id="post-9" class="post-9 page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">${title}</h1></header>
	<div class="entry-content">
		<div class="woocommerce">${accountNav(endpoint === 'add-payment-method' ? 'payment-methods' : endpoint)}<div class="woocommerce-MyAccount-content">
	${noticesWrapper(notices)}${inner}</div>
</div>
	</div>
</article>`);
  return T.layout(pc, {
    title,
    bodyClass: `page-template-default page page-id-9 woocommerce-account woocommerce-page woocommerce-${endpoint}`,
    main,
    trail: [{ label: 'Mi cuenta', href: '/mi-cuenta/' }, { label: title }],
    headExtra: raw(headExtra),
  });
}

// ---- the server side: routes, endpoints and their faults ---------------------------------------------------

const JSON_TYPE = 'application/json; charset=UTF-8';
const HTML_TYPE = 'text/html; charset=UTF-8';
const NOCACHE = 'no-cache, must-revalidate, max-age=0, no-store, private';
const AJAX_HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': NOCACHE, Expires: 'Wed, 11 Jan 1984 05:00:00 GMT', 'X-Content-Type-Options': 'nosniff' };

/**
 * The checkout's routes for demo/server.mjs. `pageCtx`, `sendPage`, `finish` and `wait` are the
 * server's own (page contexts, HTML answers with the cart cookies, timers cleared on close);
 * `payments()` is `{ origin, componentsUrl, apiUrl }`: the shop's origin and the provider
 * sandbox's, once both listen.
 */
export function createCheckout({ pageCtx, sendPage, finish, wait, payments = () => null }) {
  const globalsFor = (ctx, isCheckout) => withSessionGlobals(pageCtx(ctx, '', [...CHECKOUT_GLOBALS, ...(isCheckout ? ['wcpay_upe_config', 'wcPayFrontendTracks'] : [])]), { isCheckout });
  const monei = createMoneiGateway({
    // The shop's server calls the provider at the address it listens on, not the browser's name for it.
    apiUrl: () => payments()?.internalApiUrl ?? payments()?.apiUrl ?? '',
    origin: () => payments()?.origin ?? '',
    getOrder,
    urls: { checkout: CHECKOUT_URL, orderReceived: orderReceivedUrl, orderPay: orderPayUrl },
  });
  /** The page context with MONEI's globals for its <head> (checkout, order-pay, add-payment-method). */
  const withPayments = (pc, total) => ({ ...pc, paymentGlobals: paymentGlobals(pc, { session: pc.session, total, origin: payments()?.origin ?? '', payments: payments() }) });
  const client = (ctx) => ({ ip: ctx.req.socket?.remoteAddress ?? '', userAgent: String(ctx.req.headers['user-agent'] ?? '') });

  function send(ctx, status, body, type) {
    return finish(ctx, () => ctx.reply.send(status, body, { ...AJAX_HEADERS, 'Content-Type': type }));
  }
  const sendJson = (ctx, value) => send(ctx, 200, phpJson(value), JSON_TYPE);

  // -- update_order_review (checkout.md §3.6)
  function updateOrderReview(ctx, mode) {
    const { session, body } = ctx;
    const post = body.form;
    const st = checkoutState(session);
    if (mode === 'expired-nonce' || post.security !== nonce(session, 'update-order-review')) return send(ctx, 403, '-1', HTML_TYPE);
    if (mode === 'expired-session' || !session.cart.size) {
      return { json: { fragments: { 'form.woocommerce-checkout': errorNotice('Lo siento, tu sesión ha caducado. <a href="/tienda/" class="wc-backward">Volver a la tienda</a>') } } };
    }
    for (const [k, v] of Object.entries(post)) {
      const m = /^shipping_method\[(\d+)\]$/.exec(k);
      if (m) st.chosenShipping[Number(m[1])] = String(v);
    }
    st.chosenPayment = String(post.payment_method ?? '').trim();
    const set = (address, map) => {
      for (const [prop, name] of Object.entries(map)) if (post[name] !== undefined) address[prop] = String(post[name]).trim();
    };
    set(st.customer.billing, { country: 'country', state: 'state', postcode: 'postcode', city: 'city', address_1: 'address', address_2: 'address_2' });
    set(st.customer.shipping, { country: 's_country', state: 's_state', postcode: 's_postcode', city: 's_city', address_1: 's_address', address_2: 's_address_2' });
    st.calculatedShipping = post.has_full_address === 'true' || post.has_full_address === '1';
    const referer = `${ctx.url.pathname}${ctx.url.search}`;
    const review = reviewTable(session);
    const payment = paymentFragment(session, { referer });
    const messages = printNotices(takeNotices(session));
    const reload = Boolean(st.reloadCheckout);
    st.refreshTotals = false;
    st.reloadCheckout = false;
    return {
      json: {
        result: messages ? 'failure' : 'success',
        messages,
        reload,
        // monei_new_total: MONEI's woocommerce_update_order_review_fragments filter, the cart total in cents.
        fragments: { '.woocommerce-checkout-review-order-table': review, '.woocommerce-checkout-payment': payment, monei_new_total: cents(checkoutTotals(session).total) },
      },
    };
  }

  /**
   * MONEI's process_payment() for an order processCheckout left pending (`result: 'gateway'`):
   * the checkout's outcome, `{ result: 'success', redirect, order_id, ...details }` or a failure
   * with the gateway's notices (WC_Checkout::process_order_payment()).
   */
  async function payByGateway(ctx, outcome) {
    if (outcome.result !== 'gateway') return outcome;
    const { order } = outcome;
    const paid = await monei.processPayment(ctx.session, order, ctx.body.form, client(ctx));
    if (paid.result === 'success') {
      const { result, ...details } = paid;
      return { result, ...details, order_id: order.id };
    }
    const st = checkoutState(ctx.session);
    const refresh = st.refreshTotals;
    st.refreshTotals = false;
    return { result: 'failure', notices: paid.notices, refresh };
  }

  // -- checkout (checkout.md §3.10)
  async function checkoutEndpoint(ctx, mode) {
    if (mode === 'reload') return { json: { result: 'failure', messages: '', refresh: false, reload: true } };
    const fault = ['expired-session', 'expired-nonce', 'declined'].includes(mode) ? mode : null;
    const outcome = await payByGateway(ctx, processCheckout(ctx.session, ctx.body.form, { fault }));
    if (outcome.result === 'success' && 'paymentId' in outcome) {
      const { notices, ...json } = outcome;
      return { json };
    }
    if (outcome.result === 'success') return { json: { result: 'success', redirect: outcome.redirect, order_id: outcome.order_id } };
    if (outcome.result === 'update-totals') return { json: { result: 'failure', messages: '', refresh: false, reload: false } };
    return { json: { result: 'failure', messages: printNotices(outcome.notices), refresh: outcome.refresh, reload: false } };
  }

  // -- apply_coupon / remove_coupon (checkout.md §3.13): notices as HTML
  function applyCoupon(session, rawCode) {
    const st = checkoutState(session);
    const code = String(rawCode ?? '').trim().toLowerCase();
    if (!code) return [{ type: 'error', html: 'Por favor, introduce un código de cupón.' }];
    if (!COUPONS[code]) return [{ type: 'error', html: `El cupón «${esc(code)}» no se puede aplicar porque no existe.` }];
    if (st.coupons.includes(code)) return [{ type: 'error', html: `¡El código de cupón «${esc(code)}» ya se ha aplicado!` }];
    st.coupons.push(code);
    return [{ type: 'success', html: 'Código de cupón aplicado correctamente.' }];
  }
  function removeCoupon(session, rawCode) {
    const st = checkoutState(session);
    const code = String(rawCode ?? '').trim().toLowerCase();
    if (!code) return [{ type: 'error', html: 'Lo siento, ha habido un problema al eliminar este cupón.' }];
    st.coupons = st.coupons.filter((c) => c !== code);
    st.refreshTotals = true;
    return [{ type: 'success', html: 'Se ha eliminado el cupón.' }];
  }
  function couponEndpoint(ctx, endpoint, mode) {
    const { session, body } = ctx;
    const post = body.form;
    const action = endpoint === 'apply_coupon' ? 'apply-coupon' : 'remove-coupon';
    if (mode === 'expired-nonce' || post.security !== nonce(session, action)) return send(ctx, 403, '-1', HTML_TYPE);
    if (endpoint === 'apply_coupon' && typeof post.billing_email === 'string' && isEmail(post.billing_email)) {
      checkoutState(session).customer.billing.email = post.billing_email;
    }
    const notices = endpoint === 'apply_coupon' ? applyCoupon(session, post.coupon_code) : removeCoupon(session, post.coupon);
    return { html: printNotices([...takeNotices(session), ...notices]) };
  }

  /**
   * One wc-ajax request. Faults (cookie sf_fault, `endpoint:mode` or `*:mode`): slow (1.5 s),
   * delay-N, timeout (nothing for 60 s, then 504), 500, html, empty, malformed (`{"result":`, the
   * action done), expired-nonce, expired-session; checkout also reload and declined.
   */
  async function ajax(ctx, endpoint) {
    const { reply, faults } = ctx;
    const mode = faults.get(endpoint) ?? faults.get('*') ?? null;
    if (mode === 'timeout') {
      await wait(60_000);
      return reply.send(504, 'Gateway Timeout', { 'Content-Type': 'text/plain; charset=utf-8' });
    }
    if (mode === 'slow') await wait(1500);
    const delay = /^delay-(\d+)$/.exec(mode ?? '');
    if (delay) await wait(Math.min(Number(delay[1]), 120_000));
    if (mode === '500') return send(ctx, 500, T.CRITICAL_ERROR_PAGE, HTML_TYPE);
    if (mode === 'html') return send(ctx, 200, T.HTML_INSTEAD_OF_JSON, HTML_TYPE);
    if (mode === 'empty') return send(ctx, 200, '', HTML_TYPE);
    let result;
    if (endpoint === 'update_order_review') result = updateOrderReview(ctx, mode);
    else if (endpoint === 'checkout') result = await checkoutEndpoint(ctx, mode);
    else result = couponEndpoint(ctx, endpoint, mode);
    if (!result) return undefined; // already answered (403)
    if (result.html !== undefined) return send(ctx, 200, result.html, HTML_TYPE);
    if (mode === 'malformed') return send(ctx, 200, '{"result":', JSON_TYPE);
    return sendJson(ctx, result.json);
  }

  /** Login attempts on the checkout's form (WC_Form_Handler::process_login): the demo knows no accounts. */
  function loginNotice(session, form) {
    if (form['woocommerce-login-nonce'] !== nonce(session, 'woocommerce-login')) return [];
    if (!String(form.username ?? '').trim()) return [{ type: 'error', html: '<strong>Error:</strong> se requiere un nombre de usuario.' }];
    return [{ type: 'error', html: '<strong>Error:</strong> el nombre de usuario o la contraseña no son correctos.' }];
  }

  function renderCheckout(ctx, options = {}) {
    const pc = withPayments(globalsFor(ctx, true), checkoutTotals(ctx.session).total);
    // The plugin's redirect hook drops "Usar un nuevo método de pago" on any page whose URL has ?status.
    const hideNew = ctx.url.searchParams.has('status');
    return sendPage(pc, 200, checkoutPage(pc, { referer: `${ctx.url.pathname}${ctx.url.search}`, hideNew, ...options }), { nocache: true });
  }

  async function orderPage(ctx, endpoint, id) {
    const { session, url, method, body, reply } = ctx;
    const order = getOrder(id);
    const key = url.searchParams.get('key') ?? '';
    if (endpoint === 'order-received') {
      const pc = globalsFor(ctx, false);
      const shown = keyMatches(order, key) ? order : null;
      const notices = takeNotices(session);
      if (shown) {
        // The plugin's redirect hook (`wp`): the provider's word on ?id completes the order first.
        if (shown.paymentMethod === MONEI_ID) notices.push(...(await monei.orderReturn(session, shown, url.searchParams)));
        const st = checkoutState(session);
        // wc_clear_cart_after_payment(): the key matches, unless the order awaiting payment still awaits it.
        const awaiting = getOrder(st.orderAwaitingPayment);
        if (!(awaiting && awaiting.sessionId === session.id && ['pending', 'failed', 'cancelled'].includes(awaiting.status))) emptyCart(session);
        // The shortcode forgets the order awaiting payment.
        if (st.orderAwaitingPayment === shown.id) st.orderAwaitingPayment = 0;
      }
      return sendPage(pc, 200, endpointPage(pc, { title: 'Pedido recibido', endpoint, inner: `${noticesWrapper(notices)}${thankYouMarkup(shown)}` }), { nocache: true });
    }
    // order-pay: MONEI's card script and globals are enqueued here, with the order's total.
    const pc = withPayments(globalsFor(ctx, false), keyMatches(order, key) ? order.total : checkoutTotals(session).total);
    const referer = `${url.pathname}${url.search}`;
    if (!keyMatches(order, key)) {
      const inner = noticesWrapper([{ type: 'error', html: 'Lo siento, este pedido no es válido y no se puede pagar.' }]);
      return sendPage(pc, 200, endpointPage(pc, { title: 'Pagar el pedido', endpoint, inner }), { nocache: true });
    }
    if (url.searchParams.get('pay_for_order') !== 'true') {
      return sendPage(pc, 200, endpointPage(pc, { title: 'Pagar el pedido', endpoint, inner: orderReceiptMarkup(order) }), { nocache: true });
    }
    let notices = takeNotices(session);
    let chosen;
    let checkedTerms = false;
    // WC_Form_Handler::pay_action(): a silent return on a bad nonce; otherwise terms, method, payment.
    if (method === 'POST' && body.form.woocommerce_pay !== undefined && body.form['woocommerce-pay-nonce'] === nonce(session, 'woocommerce-pay')) {
      const f = body.form;
      chosen = String(f.payment_method ?? '');
      checkedTerms = f.terms !== undefined;
      const errors = [];
      if (f['terms-field'] !== undefined && f.terms === undefined) errors.push({ type: 'error', html: 'Por favor, lee y acepta los términos y condiciones para proceder con tu pedido.', data: { id: 'terms' } });
      const gateway = GATEWAYS.find((g) => g.id === chosen);
      if (!gateway) errors.push({ type: 'error', html: 'Método de pago no válido.' });
      if (!errors.length && gateway.id === MONEI_ID) {
        // process_payment() then wp_redirect( result.redirect ); the order stays pending until the provider says.
        order.paymentMethod = gateway.id;
        order.paymentMethodTitle = gateway.title;
        const paid = await monei.processPayment(session, order, body.form, client(ctx));
        if (paid.result === 'success') return finish(ctx, () => reply.redirect(paid.redirect || orderReceivedUrl(order)));
        errors.push(...paid.notices);
      } else if (!errors.length) {
        order.paymentMethod = gateway.id;
        order.paymentMethodTitle = gateway.title;
        order.status = gateway.status;
        const st = checkoutState(session);
        if (st.orderAwaitingPayment === order.id) st.orderAwaitingPayment = 0;
        return finish(ctx, () => reply.redirect(orderReceivedUrl(order)));
      }
      notices = [...notices, ...errors];
    }
    const inner = orderPayMarkup(session, order, { notices, referer, chosen, checkedTerms });
    return sendPage(pc, 200, endpointPage(pc, { title: 'Pagar el pedido', endpoint, inner }), { nocache: true });
  }

  /**
   * GET/POST under /finalizar-compra/. Returns false for a path it does not know (the server's 404),
   * else the answer's promise.
   */
  function page(ctx) {
    const m = /^\/finalizar-compra\/(?:(order-received|order-pay)\/(\d+)\/)?$/.exec(ctx.path);
    if (!m) return false;
    if (m[1]) return orderPage(ctx, m[1], Number(m[2]));
    return checkoutPageRequest(ctx);
  }

  async function checkoutPageRequest(ctx) {
    const { method, body, session, url, reply } = ctx;

    const form = method === 'POST' ? body.form : {};
    if (method === 'GET') choosePaymentFromQuery(session, url.searchParams);
    let notices = [];
    let posted = null;
    let loginShown = false;
    // WC_Form_Handler: a non-JS coupon, the remove-coupon link, a login, a native checkout POST.
    if (method === 'POST' && form.login !== undefined) {
      loginShown = true;
      notices = loginNotice(session, form);
    } else if (method === 'POST' && form.apply_coupon !== undefined && form.coupon_code) {
      notices = applyCoupon(session, form.coupon_code);
    } else if (url.searchParams.has('remove_coupon')) {
      notices = removeCoupon(session, url.searchParams.get('remove_coupon'));
    } else if (method === 'POST' && (form.woocommerce_checkout_place_order !== undefined || form.woocommerce_checkout_update_totals !== undefined)) {
      if (!session.cart.size) return finish(ctx, () => reply.redirect('/carrito/'));
      const outcome = await payByGateway(ctx, processCheckout(session, form));
      if (outcome.result === 'success') return finish(ctx, () => reply.redirect(outcome.redirect || orderReceivedUrl(getOrder(outcome.order_id))));
      notices = outcome.notices ?? [];
      posted = form;
    }
    // wc_template_redirect(): no checkout with an empty cart.
    if (!session.cart.size) {
      session.notices.push({ type: 'notice', html: 'No se puede finalizar la compra mientras el carrito esté vacío.' });
      return finish(ctx, () => reply.redirect('/carrito/'));
    }
    return renderCheckout(ctx, { notices: [...takeNotices(session), ...notices], posted, loginShown });
  }

  /** /mi-cuenta/add-payment-method/ and /mi-cuenta/payment-methods/. */
  async function account(ctx, endpoint) {
    const { session, method, body, url, reply } = ctx;
    const st = checkoutState(session);
    const pc = pageCtx(ctx, 'account');
    if (endpoint === 'payment-methods') {
      // The plugin's redirect hook: the 0-EUR verification's return saves the card, or says it failed
      // (clearing the "added" notice WooCommerce queued before the redirect).
      const back = await monei.paymentMethodsReturn(session, url.searchParams);
      if (back.clear) session.notices = [...back.notices, ...session.notices.filter((n) => n.fromStatus)];
      else session.notices.push(...back.notices);
      return sendPage(pc, 200, accountPage(pc, { endpoint, title: 'Métodos de pago', inner: paymentMethodsMarkup(session), notices: takeNotices(session) }), { nocache: true });
    }
    const notices = takeNotices(session);
    const f = body.form;
    // WC_Form_Handler::add_payment_method_action(): a silent return on a bad nonce.
    if (method === 'POST' && f.woocommerce_add_payment_method !== undefined && f.payment_method !== undefined && f['woocommerce-add-payment-method-nonce'] === nonce(session, 'woocommerce-add-payment-method')) {
      const now = Date.now();
      if (st.lastPaymentMethodAdd && now - st.lastPaymentMethodAdd < ADD_PAYMENT_METHOD_DELAY * 1000) {
        notices.push({ type: 'error', html: `No puedes añadir un nuevo método de pago tan pronto después del anterior. Por favor, espera ${ADD_PAYMENT_METHOD_DELAY} segundos.` });
      } else if (f.payment_method === MONEI_ID) {
        // The limit counts from before the gateway runs, so a failed attempt starts the 20 s too.
        st.lastPaymentMethodAdd = now;
        const added = await monei.addPaymentMethod(session, f, client(ctx));
        session.notices.push(...notices, ...added.notices);
        session.notices.push(added.result === 'success' ? { type: 'success', html: 'Método de pago añadido correctamente.' } : { type: 'error', html: 'No se ha podido añadir el método de pago a tu cuenta.' });
        return finish(ctx, () => reply.redirect(added.redirect));
      } else {
        st.lastPaymentMethodAdd = now;
        if (TOKEN_GATEWAYS.some((g) => g.id === f.payment_method)) notices.push({ type: 'success', html: 'Método de pago añadido correctamente.' });
        else notices.push({ type: 'error', html: 'Pasarela de pago no válida.' });
      }
    }
    const withGlobals = withPayments(pc, checkoutTotals(session).total);
    return sendPage(withGlobals, 200, accountPage(withGlobals, { endpoint, title: 'Añadir método de pago', inner: addPaymentMethodMarkup(session), notices, headExtra: withGlobals.paymentGlobals }), { nocache: true });
  }

  /** /mi-cuenta/delete-payment-method/<id>/ and /mi-cuenta/set-default-payment-method/<id>/ (?_wpnonce): a notice, then the list. */
  function tokenAction(ctx, action, id) {
    const sent = ctx.url.searchParams.get('_wpnonce') ?? '';
    ctx.session.notices.push(action === 'delete' ? deleteToken(ctx.session, id, sent) : setDefaultToken(ctx.session, id, sent));
    return finish(ctx, () => ctx.reply.redirect('/mi-cuenta/payment-methods/'));
  }

  /** MONEI's IPN (`/?wc-api=monei_ipn`, `/wc-api/monei_ipn/`): the raw body is what the signature covers. */
  async function ipn(ctx) {
    const answer = await monei.ipn({ method: ctx.method, headers: ctx.req.headers, rawBody: ctx.rawBody });
    ctx.reply.send(answer.status, answer.body, answer.headers);
  }

  /** GET /__demo/orders/<id>: the session's order as JSON (attribution fields included), for tests. */
  function orderJson(ctx, id) {
    const order = getOrder(id);
    if (!order || order.sessionId !== ctx.session.id) return send(ctx, 404, phpJson({ error: 'not found' }), JSON_TYPE);
    const { sessionId, ...rest } = order;
    return sendJson(ctx, rest);
  }

  return { ajax, page, account, tokenAction, ipn, orderJson };
}
