// Regenerates the classic checkout's fixtures from the demo's own templates (demo/lib/checkout.mjs):
// `node demo/tools/build-checkout-fixtures.mjs`. A fixed session (salt `fixture`, so its nonces
// never change) with one simple product: the Taza de cerámica Amanecer (11), 14,90 €.
//
//   fixtures/globals/wc_checkout_params(.malformed).json, wc_country_select_params(.malformed).json,
//     wc_address_i18n_params(.malformed).json: the page globals as the page's script sees them;
//   fixtures/markup/checkout.html: the checkout page's `div.woocommerce` as the demo serves it;
//   fixtures/markup/checkout.malformed.html: the same whose payment fragment lost #place_order;
//   fixtures/responses/update_order_review.json, checkout-failure.json, checkout-success.json:
//     the wc-ajax answers byte for byte (PHP's json_encode escaping).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addToCart, nonce } from '../lib/cart.mjs';
import { phpJson } from '../lib/format.mjs';
import {
  checkoutParams, countrySelectParams, addressI18nParams, checkoutMarkup, reviewTable, paymentFragment,
  printNotices, processCheckout,
} from '../lib/checkout.mjs';

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const write = (path, text) => {
  writeFileSync(`${fixtures}${path}`, text);
  console.log(`wrote fixtures/${path}`);
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

function fixtureSession() {
  const session = { id: 'f1c7f1c7f1c7f1c7f1c7f1c7f1c7f1c7', cart: new Map(), removed: new Map(), notices: [], salt: 'fixture', comingSoonDismissed: false };
  if (addToCart(session, 11, 1) === false) throw new Error('could not put product 11 in the fixture cart');
  return session;
}

const session = fixtureSession();

// ---- globals ----
const params = checkoutParams(session);
write('globals/wc_checkout_params.json', json(params));
// A filter on woocommerce_get_script_data broke the endpoint template and  (no %%endpoint%% left).
write('globals/wc_checkout_params.malformed.json', json({ ...params, wc_ajax_url: '/?wc-ajax=update_order_review' }));
const countries = countrySelectParams();
write('globals/wc_country_select_params.json', json(countries));
// A plugin printed PHP's var_export instead of JSON.
write('globals/wc_country_select_params.malformed.json', json({ ...countries, countries: "array ( 'ES' => array ( 'M' => 'Madrid' ) )" }));
const i18n = addressI18nParams();
write('globals/wc_address_i18n_params.json', json(i18n));
// A cache plugin cut the inline script's JSON text short.
write('globals/wc_address_i18n_params.malformed.json', json({ ...i18n, locale: i18n.locale.slice(0, 120) }));

// ---- markup ----
const markup = `<div class="woocommerce">${checkoutMarkup(session)}</div>\n`;
write('markup/checkout.html', markup);
const withoutButton = markup.replace(/\n\t\t<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order"[^\n]*\n/, '\n');
if (withoutButton === markup) throw new Error('#place_order not found in the checkout markup');
write('markup/checkout.malformed.html', withoutButton);

// ---- responses ----
write('responses/update_order_review.json', phpJson({
  result: 'success',
  messages: '',
  reload: false,
  fragments: {
    '.woocommerce-checkout-review-order-table': reviewTable(session),
    '.woocommerce-checkout-payment': paymentFragment(session, { referer: '/?wc-ajax=update_order_review' }),
  },
}));
// The form posted with every required billing field empty, an e-mail that is not one and the terms unchecked.
const failureSession = fixtureSession();
const failure = processCheckout(failureSession, {
  billing_first_name: '', billing_last_name: '', billing_company: '', billing_country: 'ES', billing_address_1: '', billing_address_2: '',
  billing_postcode: '', billing_city: '', billing_state: '', billing_phone: '', billing_email: 'no-es-un-correo',
  'shipping_method[0]': 'flat_rate:1', payment_method: 'bacs', 'terms-field': '1',
  'woocommerce-process-checkout-nonce': nonce(failureSession, 'woocommerce-process_checkout'),
});
write('responses/checkout-failure.json', phpJson({ result: 'failure', messages: printNotices(failure.notices), refresh: false, reload: false }));
write('responses/checkout-success.json', phpJson({ result: 'success', redirect: '/finalizar-compra/order-received/1000/?key=wc_order_Fq7XkP2mZs9Lb', order_id: 1000 }));
