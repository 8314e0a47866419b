// MONEI's card gateway (MONEI-WooCommerce 7.0.2, component mode, saved cards on) as the demo shop
// runs it: what its PHP prints on the checkout, order-pay and add-payment-method pages, its
// localized globals, and its server side against the provider sandbox (demo/sandbox/server.mjs):
// process_payment, the return to the order-received and payment-methods pages, the IPN, the
// 0-EUR verification that saves a card. shared/reference/payments-plugin.md §1.3-§1.10; texts are
// the plugin's es_ES translation and WooCommerce's. Contract: docs/demo-contract.md ("MONEI").
import { createHmac, timingSafeEqual, randomInt } from 'node:crypto';
import { esc, phpJson } from './format.mjs';
import { nonce } from './cart.mjs';
import { site } from './catalogue.mjs';

export const MONEI_ID = 'monei';
export const ACCOUNT_ID = 'sandbox-account';
export const API_KEY = 'sandbox-api-key';
/** WC()->api_request_url( 'monei_ipn' ) with pretty permalinks; `/?wc-api=monei_ipn` is served too. */
export const IPN_PATH = '/wc-api/monei_ipn/';
export const PAYMENT_METHODS_PATH = '/mi-cuenta/payment-methods/';
const USER_AGENT = 'MONEI/WooCommerce/7.0.2 (demo)';
// A provider that never answers must not hold the shopper's "Place order" forever.
const API_TIMEOUT_MS = 15_000;
const SIGNATURE_TOLERANCE_S = 300;

/** The gateway as checkout-data.mjs lists it: component mode prints no description (only redirect mode does). */
export const MONEI_GATEWAY = {
  id: MONEI_ID,
  title: 'Tarjeta de crédito o débito',
  description: 'Paga de forma segura con tu tarjeta de crédito o débito. Los datos de la tarjeta los recibe MONEI, nunca la tienda.',
  orderButtonText: '',
  status: null,
  instructions: '',
  hasFields: true,
};

/** The texts the plugin (es_ES) and WooCommerce (es_ES) print for this gateway. */
export const TEXT = {
  cardholderName: 'Nombre del titular',
  nameError: 'Por favor, introduce un nombre válido. No se permiten caracteres especiales.',
  saveToAccount: 'Guardar información de pago en mi cuenta para futuras compras.',
  newMethod: 'Usar un nuevo método de pago',
  addIntro: 'Paga con MONEI: puedes añadir tu método de pago para futuros pagos.',
  paymentFailed: 'El pago ha fallado. Por favor, inténtalo de nuevo',
  tokenMissing: 'No se pudo generar el token de MONEI.',
  // spec §8 "Payment processing error shown to shoppers (Spanish)": the provider could not be reached.
  processingError: 'Se ha producido un error al procesar el pago. Por favor, revisa tu bandeja de entrada de correo electrónico y actualiza la página para volver a intentarlo.',
  unableToAdd: 'No se ha podido añadir el método de pago a tu cuenta.',
  methodAdded: 'Método de pago añadido correctamente.',
  lookupFailed: 'Error al añadir tu método de pago a MONEI. ID de pago: ',
  invalidMethod: 'Método de pago no válido.',
  methodDeleted: 'Método de pago eliminado.',
  defaultSet: 'Este método de pago se ha establecido correctamente como predeterminado.',
  noSavedMethods: 'No se han encontrado métodos guardados.',
};

/** MoneiStatusCodeHandler::get_status_message() for the codes a card payment meets (es_ES). */
export const STATUS_MESSAGES = {
  E000: 'Transacción aprobada',
  E150: 'Solicitud no válida o mal formada. Por favor, verifica el formato del mensaje',
  E200: 'Transacción fallida durante el procesamiento del pago',
  E201: 'Transacción rechazada por el banco emisor de la tarjeta',
  E202: 'Transacción rechazada por el banco emisor',
  E203: 'Método de pago no permitido',
  E204: 'Moneda incorrecta o no permitida',
  E205: 'Referencia incorrecta / la transacción no existe',
  E207: 'Transacción fallida: tiempo de procesamiento excedido',
  E208: 'La transacción está siendo procesada actualmente',
  E209: 'Operación duplicada',
  E210: 'Importe de pago incorrecto o no permitido',
  E221: 'Transacción rechazada por fondos insuficientes',
  E300: 'El usuario ha cancelado el pago',
  E301: 'Esperando a que se complete la transacción',
  E400: 'Se requiere autenticación reforzada del cliente',
  E401: 'Transacción rechazada por restricciones de seguridad',
  E402: 'Autenticación 3D Secure fallida',
  E403: 'El proceso de autenticación ha caducado. Por favor, inténtalo de nuevo',
  E404: 'Ha ocurrido un error durante el proceso 3D Secure',
  E408: 'Error de control de fraude',
  E501: 'Transacción rechazada durante el proceso de pago con tarjeta',
  E502: 'Tarjeta rechazada: número de tarjeta no válido',
  E503: 'Tarjeta rechazada: fecha de caducidad incorrecta',
  E504: 'Tarjeta rechazada: número CVC/CVV2 incorrecto',
  E505: 'Número de tarjeta no registrado',
  E506: 'La tarjeta ha caducado',
  E507: 'Error durante la autorización del pago. Por favor, inténtalo de nuevo',
  E508: 'El titular de la tarjeta ha cancelado el pago',
  E509: 'Transacción rechazada: tarjetas AMEX no aceptadas por el procesador de pagos',
  E510: 'Tarjeta bloqueada temporalmente o bajo sospecha de fraude',
  E511: 'La tarjeta no permite operaciones de preautorización',
  E512: 'Se requiere el número CVC/CVV2',
  E513: 'Tipo de tarjeta no compatible',
  E515: 'Transacción rechazada por el emisor de la tarjeta',
  E519: 'El importe excede el límite de la tarjeta',
  E999: 'Error interno del servicio. Por favor, contacta con soporte',
};

export const statusMessage = (code) => STATUS_MESSAGES[code] ?? `Código de estado desconocido: ${code}`;

/** monei_price_format(): euros to integer cents (PHP's float-to-string step rounds 19.99 * 100 to 1999). */
export const cents = (amount) => Math.round(Number(amount) * 100);

// ---- the demo customer and their saved cards (WC_Payment_Token_CC) -------------------------------

// My Account renders as if logged in, so each session is one logged-in customer; user ids and
// token ids are site-wide counters, as WordPress's are.
let nextUserId = 2;
let nextTokenId = 1;

export function accountOf(session) {
  session.account ??= { userId: nextUserId++, tokens: [] };
  return session.account;
}

/** WC()->session->get_customer_id(): a logged-in customer's is their user id. */
export const sessionIdOf = (session) => String(accountOf(session).userId);

export const tokensOf = (session) => accountOf(session).tokens;
const tokenById = (session, id) => tokensOf(session).find((t) => String(t.id) === String(id)) ?? null;

/** wc_get_credit_card_type_label(). */
export function cardTypeLabel(brand) {
  const type = String(brand ?? '').toLowerCase().replace(/[-_]/g, ' ');
  const labels = { mastercard: 'MasterCard', visa: 'Visa', discover: 'Discover', 'american express': 'American Express', 'cartes bancaires': 'Cartes Bancaires', diners: 'Diners', jcb: 'JCB' };
  return labels[type] ?? type.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** WC_Payment_Token_CC::get_display_name() in es_ES. */
export const tokenDisplayName = (t) => `${cardTypeLabel(t.brand)} que termina en ${t.last4} (caduca el ${t.expiryMonth}/${t.expiryYear.slice(-2)})`;

/** The redirect hooks' save: a WC_Payment_Token_CC from the payment's permanent token and card. */
function saveCardToken(session, payment) {
  const card = payment.paymentMethod?.card ?? {};
  if (tokensOf(session).some((t) => t.token === payment.paymentToken)) return null;
  const expiry = new Date(Number(card.expiration) * 1000);
  const valid = Number.isFinite(expiry.getTime());
  const token = {
    id: nextTokenId++,
    gatewayId: MONEI_ID,
    token: String(payment.paymentToken),
    brand: String(card.brand ?? ''),
    last4: String(card.last4 ?? ''),
    expiryMonth: valid ? String(expiry.getUTCMonth() + 1).padStart(2, '0') : '',
    expiryYear: valid ? String(expiry.getUTCFullYear()) : '',
    // WooCommerce makes a customer's first saved method their default.
    isDefault: !tokensOf(session).some((t) => t.isDefault),
  };
  tokensOf(session).push(token);
  return token;
}

/** WC_Form_Handler's delete-payment-method and set-default-payment-method actions: the notices. */
export function deleteToken(session, id, sentNonce) {
  const token = tokenById(session, id);
  if (!token || sentNonce !== nonce(session, `delete-payment-method-${token.id}`)) return { type: 'error', html: TEXT.invalidMethod };
  const tokens = tokensOf(session);
  tokens.splice(tokens.indexOf(token), 1);
  if (token.isDefault && tokens.length) tokens[0].isDefault = true;
  return { type: 'success', html: TEXT.methodDeleted };
}

export function setDefaultToken(session, id, sentNonce) {
  const token = tokenById(session, id);
  if (!token || sentNonce !== nonce(session, `set-default-payment-method-${token.id}`)) return { type: 'error', html: TEXT.invalidMethod };
  for (const t of tokensOf(session)) t.isDefault = t === token;
  return { type: 'success', html: TEXT.defaultSet };
}

// ---- markup (WCGatewayMoneiCC::payment_fields() and WooCommerce's tokenization markup) -----------

/** render_monei_form(): the card fieldset CardInput renders into. No <label>: the placeholder names it. */
export function cardFieldset() {
  return `		<fieldset class="monei-fieldset monei-card-fieldset wc-block-components-form"
					id="wc-${MONEI_ID}-cc-form">
			<!-- Cardholder Name Input -->
			<div class="monei-input-container wc-block-components-text-input">
				<input
						type="text"
						id="monei_cardholder_name"
						name="monei_cardholder_name"
						data-testid="cardholder-name-input"
						placeholder="${esc(TEXT.cardholderName)}"
						required
						class="monei-input">
				<div
						id="monei-cardholder-name-error"
						class="wc-block-components-validation-error"
				></div>
			</div>
			<!-- Card Input Container -->
			<div id="payment-form" class="monei-input-container wc-block-components-text-input">
				<div id="monei-card-input" class="monei-card-input">
				</div>
				<div
						id="monei-card-error"
						class="wc-block-components-validation-error"
				></div>
			</div>
		</fieldset>

		`;
}

/**
 * WC_Payment_Gateway::saved_payment_methods(): the customer's cards, the default one checked, then
 * "new" (left out while the URL has ?status: the plugin's redirect hook filters it away).
 */
export function savedMethodsList(session, { hideNew = false } = {}) {
  const tokens = tokensOf(session);
  const items = tokens.map((t) => `<li class="woocommerce-SavedPaymentMethods-token">
				<input id="wc-${MONEI_ID}-payment-token-${t.id}" type="radio" name="wc-${MONEI_ID}-payment-token" value="${t.id}" style="width:auto;" class="woocommerce-SavedPaymentMethods-tokenInput" ${t.isDefault ? "checked='checked'" : ''} />
				<label for="wc-${MONEI_ID}-payment-token-${t.id}">${esc(tokenDisplayName(t))}</label>
			</li>\n`);
  const fresh = hideNew ? '' : `<li class="woocommerce-SavedPaymentMethods-new">
				<input id="wc-${MONEI_ID}-payment-token-new" type="radio" name="wc-${MONEI_ID}-payment-token" value="new" style="width:auto;" class="woocommerce-SavedPaymentMethods-tokenInput" />
				<label for="wc-${MONEI_ID}-payment-token-new">${esc(TEXT.newMethod)}</label>
			</li>`;
  return `<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${tokens.length}">${items.join('')}${fresh}</ul>`;
}

/** WCMoneiPaymentGateway::save_payment_method_checkbox(). */
export function saveCheckbox() {
  return `<p class="form-row woocommerce-SavedPaymentMethods-saveNew">
				<input id="wc-${MONEI_ID}-new-payment-method" name="wc-${MONEI_ID}-new-payment-method" type="checkbox" value="true" style="width:auto;" />
				<label for="wc-${MONEI_ID}-new-payment-method" style="display:inline;">${esc(TEXT.saveToAccount)}</label>
			</p>`;
}

/** payment_fields() per page: checkout (saved cards, card, save), order-pay (card, save), add-payment-method (text, card). */
export function paymentFields(session, page, { hideNew = false } = {}) {
  if (page === 'add-payment-method') return `${esc(TEXT.addIntro)}${cardFieldset()}`;
  if (page === 'order-pay') return `${cardFieldset()}${saveCheckbox()}`;
  return `${savedMethodsList(session, { hideNew })}${cardFieldset()}${saveCheckbox()}`;
}

/** myaccount/payment-methods.php's table (columns method, expires, actions), or its empty notice. */
export function paymentMethodsTable(session) {
  const tokens = tokensOf(session);
  if (!tokens.length) return `\n\t<div class="woocommerce-info" role="status">\n\t\t${TEXT.noSavedMethods}\t</div>\n`;
  const columns = [['method', 'Método'], ['expires', 'Caduca'], ['actions', '&nbsp;']];
  const head = columns.map(([id, name]) => `<th class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${id} payment-method-${id}"><span class="nobr">${name}</span></th>`).join('\n\t\t\t\t\t');
  const cell = (t, id) => {
    if (id === 'method') return esc(t.last4 ? `${cardTypeLabel(t.brand)} que termina en ${t.last4}` : cardTypeLabel(t.brand));
    if (id === 'expires') return esc(t.expiryMonth ? `${t.expiryMonth}/${t.expiryYear.slice(-2)}` : 'N/D');
    const actions = [[`/mi-cuenta/delete-payment-method/${t.id}/?_wpnonce=${nonce(session, `delete-payment-method-${t.id}`)}`, 'delete', 'Eliminar']];
    if (!t.isDefault) actions.push([`/mi-cuenta/set-default-payment-method/${t.id}/?_wpnonce=${nonce(session, `set-default-payment-method-${t.id}`)}`, 'default', 'Hacer predeterminado']);
    return actions.map(([url, key, name]) => `<a href="${esc(url)}" class="button ${key}">${name}</a>&nbsp;`).join('');
  };
  const rows = tokens.map((t) => `\t\t\t\t<tr class="payment-method${t.isDefault ? ' default-payment-method' : ''}">
${columns.map(([id, name]) => `\t\t\t\t\t\t<td class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${id} payment-method-${id}" data-title="${name}">
							${cell(t, id)}
						</td>`).join('\n')}
				</tr>`);
  return `
	<table class="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive account-payment-methods-table">
		<thead>
			<tr>
					${head}
				</tr>
		</thead>
${rows.join('\n')}
	</table>
`;
}

// ---- page globals -----------------------------------------------------------------------------------

/** CardBrandHelper::getCardBrandsConfig() for the brands the sandbox account has, then `default`. */
export function cardBrands(origin) {
  const brand = (key, title) => ({ url: `${origin}/demo/assets/cards/${key}.svg`, width: 40, height: 24, title });
  return {
    visa: brand('visa', 'Visa'),
    mastercard: brand('mastercard', 'Mastercard'),
    amex: brand('amex', 'American Express'),
    discover: brand('discover', 'Discover'),
    default: brand('default', 'Tarjeta'),
  };
}

/** wc_monei_params (wp_localize_script: top-level scalars as strings; `total` in cents). */
export function moneiParams(session, total, origin) {
  return {
    accountId: ACCOUNT_ID,
    sessionId: sessionIdOf(session),
    total: String(cents(total)),
    currency: 'EUR',
    appleLogo: `${origin}/demo/assets/cards/apple-logo.svg`,
    cardInputStyle: { base: { height: '50px' }, input: { background: 'none' } },
    cardBrands: cardBrands(origin),
    nameErrorString: TEXT.nameError,
  };
}

/**
 * The scripts' data these pages print in <head>, as the page's other globals: storefrontPayments
 * (where the bundle finds the provider), wc_tokenization_form_params (the plugin enqueues
 * WooCommerce's tokenization form) and wc_monei_params. `omit=NAME` leaves one out; `malformed=
 * wc_monei_params` prints a twin whose account id is gone and whose total is not a number.
 */
export function paymentGlobals(pc, { session, total, origin, payments }) {
  const list = (name) => pc.query.getAll(name).flatMap((v) => v.split(',')).map((s) => s.trim());
  const omit = new Set(list('omit'));
  const malformed = new Set(list('malformed'));
  const script = (handle, name, value) =>
    omit.has(name) ? '' : `<script id="${handle}-js-extra" nonce="${pc.nonce}">\nvar ${name} = ${phpJson(value, { hexTag: true })};\n</script>\n`;
  let params = moneiParams(session, total, origin);
  if (malformed.has('wc_monei_params')) {
    const { accountId, ...rest } = params;
    params = { ...rest, total: '14,90 €' };
  }
  return [
    payments ? script('storefront-payments', 'storefrontPayments', { componentsUrl: payments.componentsUrl, apiUrl: payments.apiUrl }) : '',
    script('woocommerce-tokenization-form', 'wc_tokenization_form_params', { is_registration_required: '', is_logged_in: '1' }),
    script('woocommerce_monei', 'wc_monei_params', params),
  ].join('');
}

// ---- the provider's server API ---------------------------------------------------------------------

/** A non-OK answer from the provider (MONEI's ApiException): its HTTP status and parsed body. */
export class ProviderError extends Error {
  constructor(status, body) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** MoneiStatusCodeHandler::parse_api_exception(): an E-code's Spanish text, else the provider's message. */
export function providerErrorMessage(error) {
  if (!(error instanceof ProviderError)) return TEXT.processingError;
  const code = error.body?.statusCode;
  if (typeof code === 'string' && code.startsWith('E')) return statusMessage(code);
  return typeof error.body?.message === 'string' && error.body.message ? error.body.message : TEXT.processingError;
}

/** add_query_arg(): the keys set (replacing any already there), the rest of the URL kept. */
export function addQueryArgs(url, args) {
  const u = new URL(url);
  for (const [k, v] of Object.entries(args)) u.searchParams.set(k, String(v));
  return u.href;
}

const PAYMENT_ID = /^[0-9a-f]{32}$/;
const hasQuery = (url, key) => {
  try {
    return new URL(url).searchParams.has(key);
  } catch {
    return false;
  }
};
/** A FAILED payment's way back, as the provider's 3-D Secure page words it: id, orderId, status=FAILED, message. */
function withFailure(url, payment, orderId = payment.orderId) {
  if (hasQuery(url, 'status')) return url;
  return addQueryArgs(url, { id: payment.id, orderId, status: 'FAILED', ...(payment.statusMessage ? { message: payment.statusMessage } : {}) });
}
const clean = (value) => String(value ?? '').replace(/<[^>]*>/g, '').trim();
const orNull = (value) => (value ? value : null);
const fullName = (a) => (a ? `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim() : '');

/**
 * The gateway's server side. `deps`: `apiUrl()` (the sandbox's `/v1`), `origin()` (the shop's,
 * for the absolute URLs the provider redirects and posts to), `getOrder(id)`, `urls` (the shop's
 * checkout, order-received and order-pay paths).
 */
export function createMoneiGateway({ apiUrl, origin, getOrder, urls }) {
  async function api(method, path, body) {
    const response = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: { Authorization: API_KEY, Accept: 'application/json', 'User-Agent': USER_AGENT, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    if (!response.ok) throw new ProviderError(response.status, json);
    if (!json || typeof json !== 'object' || typeof json.id !== 'string') throw new Error(`malformed provider answer to ${method} ${path}`);
    return json;
  }
  const getPayment = (id) => api('GET', `/payments/${id}`);

  const address = (a, email, phone) => ({
    name: orNull(fullName(a)),
    email,
    phone,
    company: orNull(a?.company),
    address: {
      country: orNull(a?.country),
      city: orNull(a?.city),
      line1: orNull(a?.address_1),
      line2: orNull(a?.address_2),
      zip: orNull(a?.postcode),
      state: orNull(a?.state),
    },
  });

  /** WCMoneiPaymentGatewayComponent::create_payload() for a card order. */
  function createPayload(order, client) {
    const base = origin();
    const billing = order.billing;
    const billingDetails = address(billing, orNull(billing.email), orNull(billing.phone));
    // get_billing_postcode() ?? null: the plugin keeps an empty billing postcode as ''.
    billingDetails.address.zip = billing.postcode ?? null;
    return {
      amount: cents(order.total),
      currency: order.currency ?? 'EUR',
      orderId: String(order.id),
      description: `${site.name} - #${order.id}`,
      customer: { email: billing.email, name: fullName(billing), phone: orNull(billing.phone) },
      callbackUrl: `${base}${IPN_PATH}`,
      completeUrl: addQueryArgs(`${base}${urls.orderReceived(order)}`, { utm_nooverride: '1', orderId: order.id }),
      cancelUrl: `${base}${urls.checkout}`,
      failUrl: `${base}${urls.orderPay(order)}`,
      transactionType: 'SALE',
      sessionDetails: { ip: client.ip, userAgent: client.userAgent },
      billingDetails,
      shippingDetails: address(order.shipping, billing.email, null),
      allowedPaymentMethods: ['card'],
    };
  }

  /**
   * process_payment() for `monei`: a saved card in one step; a fresh token from the blocks flow
   * created only (the browser confirms in the payment modal); a fresh token from the classic
   * flow created, then confirmed here with the cardholder's name. Resolves
   * `{ result: 'success', redirect, ...blocks details }` or `{ result: 'failure', notices }`.
   */
  async function processPayment(session, order, form, client) {
    const failure = (html) => ({ result: 'failure', notices: [{ type: 'error', html: esc(html) }] });
    const savedId = String(form[`wc-${MONEI_ID}-payment-token`] ?? '').replace(/[^0-9+-]/g, '');
    const fresh = clean(form.monei_payment_token);
    const payload = createPayload(order, client);
    if (savedId && Number(savedId) !== 0) {
      const saved = tokenById(session, savedId);
      if (!saved) return failure(TEXT.invalidMethod);
      payload.paymentToken = saved.token;
    }
    if (['true', '1', 'yes', 'on'].includes(String(form[`wc-${MONEI_ID}-new-payment-method`] ?? '').toLowerCase())) payload.generatePaymentToken = true;
    if (fresh) payload.sessionId = sessionIdOf(session);
    if (!payload.paymentToken && !fresh) return failure(TEXT.tokenMissing);
    try {
      const created = await api('POST', '/payments', payload);
      if (form.monei_is_block_checkout === 'yes' && !payload.paymentToken) {
        return { result: 'success', redirect: false, paymentId: created.id, token: fresh, completeUrl: payload.completeUrl, failUrl: payload.failUrl, orderId: order.id };
      }
      let outcome = created;
      if (!payload.paymentToken) {
        const cardholderName = clean(form.monei_cardholder_name) || fullName(order.billing);
        outcome = await api('POST', `/payments/${encodeURIComponent(created.id)}/confirm`, { paymentToken: fresh, paymentMethod: { card: { cardholderName } } });
      }
      let redirect = outcome.nextAction?.redirectUrl || `${origin()}${urls.orderReceived(order)}`;
      // Appended even to a 3-D Secure page's URL, as the plugin does.
      if (['SUCCEEDED', 'AUTHORIZED', 'PENDING'].includes(outcome.status)) redirect = addQueryArgs(redirect, { id: outcome.id, orderId: order.id, status: outcome.status });
      // A decline answers FAILED with the failUrl (the order's pay page) as it is; the plugin sends
      // the shopper there with nothing to say why. The demo says it as the 3-D Secure page's Fail does.
      else if (outcome.status === 'FAILED') redirect = withFailure(redirect, outcome, order.id);
      return { result: 'success', redirect };
    } catch (error) {
      return failure(providerErrorMessage(error));
    }
  }

  // -- the order's side of a payment (WC_Order, the IPN and the redirect hooks) --

  const note = (order, text) => (order.notes ??= []).push({ date: new Date().toISOString(), text });
  function setStatus(order, status, text) {
    if (order.status === status) return;
    order.status = status;
    if (text) note(order, text);
  }
  /** WC_Order::payment_complete(): only from a status that still needs payment, so a second call does nothing. */
  function paymentComplete(order, paymentId) {
    if (!['pending', 'on-hold', 'failed', 'cancelled'].includes(order.status)) return;
    order.transactionId = paymentId;
    order.datePaid = new Date().toISOString();
    setStatus(order, 'processing', 'Pago completado con MONEI.');
  }
  /** PaymentMethodFormatter::get_payment_method_display_from_payment(): "Visa Credit •••• 4242". */
  function methodDisplay(payment) {
    const card = payment.paymentMethod?.card;
    if (card?.tokenizationMethod === 'applePay' || card?.tokenizationMethod === 'googlePay') {
      const wallet = card.tokenizationMethod === 'applePay' ? 'Apple Pay' : 'Google Pay';
      return card.last4 ? `${wallet} •••• ${card.last4}` : wallet;
    }
    if (!card?.brand) return '';
    const brands = { visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express', americanexpress: 'American Express', discover: 'Discover', dinersclub: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay', maestro: 'Maestro' };
    const brand = String(card.brand).toLowerCase();
    let text = brands[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
    if (card.type) text += ` ${String(card.type).charAt(0).toUpperCase()}${String(card.type).slice(1)}`;
    if (card.last4) text += ` •••• ${card.last4}`;
    return text;
  }
  function storePaymentMeta(order, payment) {
    order.meta ??= {};
    order.meta._payment_order_number_monei = payment.id;
    order.meta._payment_order_status_monei = payment.status;
    order.meta._payment_order_status_code_monei = payment.statusCode ?? null;
    order.meta._payment_order_status_message_monei = payment.statusMessage ?? null;
    const display = methodDisplay(payment);
    if (display) order.meta._monei_payment_method_display = display;
  }
  const amountMatches = (order, amount) => Math.abs(Math.trunc(Number(amount)) - cents(order.total)) <= 1;

  /**
   * verify_and_complete_order(): the shopper came back before the webhook. Only an order still
   * awaiting payment moves; a payment for another order or amount never completes this one.
   */
  function completeFromReturn(order, payment) {
    if (!['pending', 'on-hold', 'failed'].includes(order.status)) return;
    if (payment.status === 'FAILED') {
      if (order.status !== 'failed') storePaymentMeta(order, payment);
      setStatus(order, 'failed', `Pago fallido en MONEI: ${payment.statusMessage ?? ''}`.trim());
      return;
    }
    if (payment.status !== 'SUCCEEDED' && payment.status !== 'AUTHORIZED') return;
    if (!amountMatches(order, payment.amount)) {
      setStatus(order, 'on-hold', `Error de validación: los importes del pedido y del pago no coinciden (pedido: ${cents(order.total)} - recibido: ${payment.amount}).`);
      return;
    }
    storePaymentMeta(order, payment);
    if (payment.status === 'AUTHORIZED') {
      order.meta._payment_not_captured_monei = 1;
      setStatus(order, 'on-hold', 'Pedido en espera por MONEI (pago autorizado, sin capturar).');
    } else {
      paymentComplete(order, payment.id);
    }
  }

  /**
   * save_payment_token() on the order-received page (`?id&orderId`): the payment read from the
   * provider completes the order and saves the card it was asked to keep. Returns notices.
   */
  async function orderReturn(session, order, query) {
    const id = query.get('id');
    if (!id) return [];
    let payment;
    try {
      if (!PAYMENT_ID.test(id)) throw new Error('not a payment id');
      payment = await getPayment(id);
    } catch {
      return [{ type: 'error', html: esc(`${TEXT.lookupFailed}${id}`) }];
    }
    if (query.get('orderId') === String(order.id) && String(payment.orderId) === String(order.id)) completeFromReturn(order, payment);
    // Only the customer who placed the order keeps its card.
    if (payment.paymentToken && order.sessionId === session.id) saveCardToken(session, payment);
    return [];
  }

  /**
   * save_payment_token() on the payment-methods page (`?id&status[&message]`), the return of the
   * 0-EUR verification. Returns `{ clear, notices }`: a failed return clears the session's notices
   * (the "added" one WooCommerce queued before the redirect) and says so.
   */
  async function paymentMethodsReturn(session, query) {
    const id = query.get('id');
    if (!id) return { clear: false, notices: [] };
    const status = query.get('status');
    if (status !== 'SUCCEEDED' && status !== 'AUTHORIZED') {
      const notices = [{ type: 'error', html: TEXT.unableToAdd }];
      const message = clean(query.get('message'));
      if (message) notices.push({ type: 'error', html: esc(message) });
      return { clear: true, notices };
    }
    let payment;
    try {
      if (!PAYMENT_ID.test(id)) throw new Error('not a payment id');
      payment = await getPayment(id);
    } catch {
      return { clear: false, notices: [{ type: 'error', html: esc(`${TEXT.lookupFailed}${id}`) }] };
    }
    if (payment.paymentToken) saveCardToken(session, payment);
    return { clear: false, notices: [] };
  }

  /**
   * add_payment_method() with create_zero_eur_payload(): a VERIF payment of 0 that generates a
   * permanent token. Resolves `{ result, redirect, notices }` (the notices the plugin adds itself).
   */
  async function addPaymentMethod(session, form, client) {
    const back = `${origin()}${PAYMENT_METHODS_PATH}`;
    const fresh = clean(form.monei_payment_token);
    if (!fresh) return { result: 'failure', redirect: back, notices: [{ type: 'error', html: esc(TEXT.tokenMissing) }] };
    const userId = accountOf(session).userId;
    const payload = {
      amount: 0,
      currency: 'EUR',
      orderId: `${userId}generatetoken${randomInt(0, 1_000_001)}`,
      description: `User ${userId} creating empty transaction to generate token`,
      callbackUrl: `${origin()}${IPN_PATH}`,
      completeUrl: back,
      cancelUrl: back,
      failUrl: back,
      transactionType: 'VERIF',
      sessionDetails: { ip: client.ip, userAgent: client.userAgent },
      generatePaymentToken: true,
      allowedPaymentMethods: ['card'],
      paymentToken: fresh,
      sessionId: sessionIdOf(session),
    };
    try {
      const payment = await api('POST', '/payments', payload);
      let redirect = payment.nextAction?.redirectUrl || back;
      // Without 3-D Secure the provider sends the shopper straight to completeUrl, which the return
      // hook reads only with ?id&status: the demo adds them when they are not there.
      if (payment.status === 'FAILED') redirect = withFailure(redirect, payment);
      else if (payment.nextAction?.type !== 'CHALLENGE' && payment.nextAction?.type !== 'FRICTIONLESS_CHALLENGE' && !hasQuery(redirect, 'id')) {
        redirect = addQueryArgs(redirect, { id: payment.id, status: payment.status });
      }
      return { result: 'success', redirect, notices: [] };
    } catch (error) {
      return { result: 'failure', redirect: back, notices: [{ type: 'error', html: esc(providerErrorMessage(error)) }] };
    }
  }

  // -- the IPN (includes/class-wc-monei-ipn.php) --

  /**
   * Verifies `MONEI-Signature: t=<unix>,v1=<hex>` = HMAC-SHA256(api key, "<t>.<raw body>"), signed
   * within the last five minutes (a captured notification cannot be replayed later).
   */
  function signatureValid(rawBody, header) {
    const parts = Object.fromEntries(String(header).split(',').map((p) => p.trim().split('=')).filter((kv) => kv.length === 2));
    if (!/^\d+$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/i.test(parts.v1 ?? '')) return false;
    if (Math.abs(Date.now() / 1000 - Number(parts.t)) > SIGNATURE_TOLERANCE_S) return false;
    const expected = createHmac('sha256', API_KEY).update(`${parts.t}.`).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
  }

  const PAID = ['processing', 'completed'];

  /**
   * handle_valid_ipn(). Idempotent: a repeated notification finds the order already where it
   * leads. Unlike the plugin, a late PENDING (moving only a pending order), AUTHORIZED, FAILED,
   * EXPIRED or CANCELED (a retry that lost the race to the final one, or an earlier attempt's)
   * never moves a paid order back.
   */
  async function handleNotification(payload) {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new Error('not a payment');
    const { orderId, id, status } = payload;
    if (typeof id !== 'string' || typeof status !== 'string') throw new Error('not a payment');
    // The 0-EUR tokenization payments ("<user>generatetoken<n>") have no order: ignored.
    const order = /^\d+$/.test(String(orderId ?? '')) ? getOrder(Number(orderId)) : null;
    if (!order) return;
    const paid = PAID.includes(order.status) || order.status === 'refunded';
    if (!paid || status === 'REFUNDED' || status === 'SUCCEEDED') {
      order.meta ??= {};
      order.meta._payment_order_number_monei = id;
      order.meta._payment_order_status_monei = status;
      order.meta._payment_order_status_code_monei = payload.statusCode ?? null;
      order.meta._payment_order_status_message_monei = payload.statusMessage ?? null;
      if (PAYMENT_ID.test(id)) {
        try {
          const display = methodDisplay(await getPayment(id));
          if (display) order.meta._monei_payment_method_display = display;
        } catch {
          // The display is a nicety: the notification is handled without it.
        }
      }
    }
    switch (status) {
      case 'PENDING':
        // Only an order still waiting: a late PENDING never undoes a failure or a payment already heard.
        if (order.status === 'pending') setStatus(order, 'on-hold', 'Pago pendiente de confirmación.');
        return;
      case 'FAILED':
        if (!paid) setStatus(order, 'failed', `Pago fallido en MONEI: ${payload.statusMessage ?? ''}`.trim());
        return;
      case 'CANCELED':
        if (!paid) setStatus(order, 'cancelled', `Cancelado por MONEI: ${payload.statusMessage ?? ''}`.trim());
        return;
      case 'EXPIRED':
        if (!paid) setStatus(order, 'failed', `Pago caducado: ${payload.statusMessage ?? ''}`.trim());
        return;
      case 'AUTHORIZED':
        if (paid) return;
        order.meta._payment_not_captured_monei = 1;
        setStatus(order, 'on-hold', 'Pedido en espera por MONEI (pago autorizado, sin capturar).');
        return;
      case 'SUCCEEDED':
        if (!amountMatches(order, payload.amount)) {
          setStatus(order, 'on-hold', `Error de validación: los importes del pedido y de la notificación no coinciden (pedido: ${cents(order.total)} - recibido: ${payload.amount}).`);
          return;
        }
        paymentComplete(order, id);
        return;
      case 'REFUNDED':
        setStatus(order, 'refunded', 'Pago reembolsado por MONEI.');
        return;
      case 'PARTIALLY_REFUNDED':
        note(order, `Reembolso parcial en MONEI: ${Number(payload.refundedAmount ?? 0) / 100} €.`);
        return;
      default:
    }
  }

  /** check_ipn_request(): `{ status, body, headers }` for the server to send. */
  async function ipn({ method, headers, rawBody }) {
    const text = (status, body, extra = {}) => ({ status, body, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...extra } });
    if (method !== 'POST') return text(405, 'Method Not Allowed', { Allow: 'POST' });
    const signature = headers['monei-signature'];
    if (!signature) return text(401, 'Unauthorized');
    if (!signatureValid(rawBody, signature)) return text(401, 'Unauthorized');
    try {
      await handleNotification(JSON.parse(rawBody.toString('utf8')));
      return text(200, 'OK');
    } catch {
      return text(400, 'Bad Request');
    }
  }

  return { createPayload, processPayment, orderReturn, paymentMethodsReturn, addPaymentMethod, ipn, methodDisplay };
}

/**
 * The plugin's template_redirect hook: `?status=FAILED` on any page says the payment failed
 * (with the provider's `message`, when there is one and `withMessage`). The notices are marked
 * `fromStatus`, so a page that clears the session's notices first can keep them after its own.
 */
export function failedStatusNotices(query, { withMessage = true } = {}) {
  if (query.get('status') !== 'FAILED') return [];
  const notices = [{ type: 'error', html: esc(TEXT.paymentFailed), fromStatus: true }];
  const message = clean(query.get('message'));
  if (withMessage && message) notices.push({ type: 'error', html: esc(message), fromStatus: true });
  return notices;
}

/** What the order pages print as its method: the plugin's woocommerce_order_get_payment_method_title filter. */
export const shownMethodTitle = (order) => (order.paymentMethod === MONEI_ID && order.meta?._monei_payment_method_display) || order.paymentMethodTitle;
