// The API origin's HTML: the 3-D Secure page, the hosted card page and their small answers. Every
// page is server-rendered and needs no script; every value goes through `html`, which escapes.
import { randomBytes } from 'node:crypto';

import { MERCHANT_NAME } from './store.mjs';

class Markup {
  constructor(value) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Markup that is already safe (built by `html`). */
export const trusted = (value) => new Markup(String(value));

function render(value) {
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** Tagged template: interpolations are escaped unless they are Markup from another `html`. */
export function html(strings, ...values) {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Markup(out);
}

export function formatAmount(amount, currency) {
  return `${(Number(amount ?? 0) / 100).toFixed(2)} ${currency ?? ''}`.trim();
}

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', maestro: 'Maestro', unionpay: 'UnionPay' };
export const brandName = (brand) => BRAND_NAMES[brand] ?? 'Card';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#f4f5f7}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
  h1{font-size:1.3rem;margin:0 0 .25rem}
  .muted{color:#5b5f66;margin:0 0 1rem;font-size:.9rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
  dt{color:#5b5f66} dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  .actions{display:flex;gap:.75rem;flex-wrap:wrap}
  button{font:inherit;padding:.6rem 1.4rem;border-radius:.35rem;border:1px solid #1f5fbf;background:#1f5fbf;color:#fff;cursor:pointer}
  button.secondary{background:#fff;color:#a3261b;border-color:#a3261b}
  button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
  label{display:block;font-weight:600;margin:.75rem 0 .25rem}
  input{font:inherit;width:100%;padding:.5rem;border:1px solid #8a8f98;border-radius:.3rem}
  .row{display:flex;gap:1rem} .row>div{flex:1}
  .submit{margin-top:1.25rem}
  .alert{color:#a3261b;background:#fdecea;border-radius:.3rem;padding:.5rem .75rem;margin:0 0 1rem}
  .cancel{display:inline-block;margin-top:1rem;color:#1f5fbf}
`;

/** A whole page and its Content-Security-Policy (no script, styles by nonce). */
export function htmlPage({ title, body, style = '', frameAncestors = ["'none'"] }) {
  const nonce = randomBytes(16).toString('base64');
  const text = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${nonce}">${trusted(STYLE + style)}</style>
</head>
<body>
${body}
</body>
</html>
`.value;
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors ${frameAncestors.join(' ')}`;
  return { text, csp };
}

function paymentFacts(payment) {
  const card = payment.paymentMethod?.card;
  return html`<dl>
  <dt>Merchant</dt><dd>${MERCHANT_NAME}</dd>
  <dt>Order</dt><dd>${payment.orderId}</dd>
  <dt>Amount</dt><dd>${formatAmount(payment.amount, payment.currency)}</dd>
  ${card?.last4 ? html`<dt>Card</dt><dd>${brandName(card.brand)} •••• ${card.last4}</dd>` : ''}
</dl>`;
}

/** The challenge, with the names of MONEI's own simulator buttons. The form posts to this same URL. */
export function threeDsPage(payment) {
  return html`<main aria-labelledby="title">
<h1 id="title">3-D Secure authentication</h1>
<p class="muted">Sandbox issuer: choose how the cardholder's bank answers.</p>
${paymentFacts(payment)}
<form method="post">
  <div class="actions">
    <button type="submit" name="decision" value="complete">Complete</button>
    <button type="submit" name="decision" value="fail" class="secondary">Fail</button>
  </div>
</form>
</main>`;
}

/** Where a framed 3-D Secure page ends: the modal reads the result from client-get. */
export function donePage(payment) {
  const ok = payment.status === 'SUCCEEDED' || payment.status === 'AUTHORIZED';
  return html`<main aria-labelledby="title" data-status="${payment.status}">
<h1 id="title">${ok ? 'Authentication complete' : 'Authentication failed'}</h1>
<p>${ok ? 'The payment was authorized.' : payment.statusMessage ?? 'The payment was not authorized.'}</p>
<p class="muted">Status: ${payment.status}${payment.statusCode ? ` (${payment.statusCode})` : ''}</p>
</main>`;
}

export function messagePage(heading, text) {
  return html`<main aria-labelledby="title"><h1 id="title">${heading}</h1><p>${text}</p></main>`;
}

/** The hosted card page (nextAction CONFIRM). The typed card is never printed back. */
export function payPage(payment, { error, cardholderName } = {}) {
  const verify = payment.transactionType === 'VERIF';
  const cancel = payment.cancelUrl && /^https?:\/\//i.test(payment.cancelUrl) ? payment.cancelUrl : null;
  return html`<main aria-labelledby="title">
<h1 id="title">${verify ? 'Save your card' : 'Pay by card'}</h1>
<p class="muted">Sandbox hosted payment page. Test cards: 4444 4444 4444 4414 (no 3-D Secure), 4444 4444 4444 4406 (challenge), expiry 12/34, CVC 123.</p>
${paymentFacts(payment)}
${error ? html`<p class="alert" role="alert" id="card-error">${error}</p>` : ''}
<form method="post" novalidate>
  <label for="cardholderName">Cardholder name</label>
  <input id="cardholderName" name="cardholderName" autocomplete="cc-name" value="${cardholderName ?? ''}">
  <label for="number">Card number</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required${error ? trusted(' aria-describedby="card-error" aria-invalid="true"') : ''}>
  <div class="row">
    <div><label for="expiry">Expiry date (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
  </div>
  <p class="actions submit"><button type="submit">${verify ? 'Save card' : `Pay ${formatAmount(payment.amount, payment.currency)}`}</button></p>
</form>
${cancel ? html`<a class="cancel" href="${cancel}">Cancel and return to the shop</a>` : ''}
</main>`;
}
