// Escaping, money and JSON the way WordPress / WooCommerce print them.
import { createHash, randomBytes } from 'node:crypto';

export const md5 = (text) => createHash('md5').update(String(text)).digest('hex');
export const randomHex = (bytes) => randomBytes(bytes).toString('hex');

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
/** esc_html / esc_attr. */
export const esc = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Tagged template: interpolations are escaped unless wrapped with raw(). Arrays are joined. */
export class Raw {
  constructor(html) {
    this.html = html;
  }
  toString() {
    return this.html;
  }
}
export const raw = (html) => new Raw(String(html ?? ''));
const piece = (v) => {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Raw) return v.html;
  if (Array.isArray(v)) return v.map(piece).join('');
  return esc(v);
};
export function html(strings, ...values) {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return new Raw(out);
}

/** Attribute list from an object, skipping null/undefined/false. `true` prints a bare attribute. */
export function attrs(map) {
  let out = '';
  for (const [k, v] of Object.entries(map)) {
    if (v === null || v === undefined || v === false) continue;
    out += v === true ? ` ${k}` : ` ${k}="${esc(v)}"`;
  }
  return raw(out);
}

/**
 * PHP's json_encode with its default flags (what wp_json_encode / wp_send_json print):
 * slashes escaped, non-ASCII as \uXXXX. JSON_HEX_TAG is added for inline scripts.
 */
export function phpJson(value, { hexTag = false } = {}) {
  let s = JSON.stringify(value, (k, v) => (typeof v === 'number' && !Number.isFinite(v) ? 0 : v));
  if (s === undefined) s = 'null';
  s = s.replace(/\//g, '\\/').replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  if (hexTag) s = s.replace(/</g, '\\u003C').replace(/>/g, '\\u003E');
  return s;
}

/** PHP float → JSON number semantics (25.0 prints as 25). */
export const num = (s) => {
  const n = Number(s);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};

/** 1234.5 → "1.234,50" (es_ES: thousands ".", decimals ","). */
export function formatNumber(amount, decimals = 2) {
  const fixed = Math.abs(amount).toFixed(decimals);
  const [int, dec] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return (amount < 0 ? '-' : '') + grouped + (dec ? ',' + dec : '');
}

/** wc_price(): right-space currency position, as the es_ES store settings print it. */
export function wcPrice(amount) {
  return raw(
    `<span class="woocommerce-Price-amount amount"><bdi>${formatNumber(amount)}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`,
  );
}
/** The same amount as plain text (wp_strip_all_tags of wc_price, entities kept as WC does). */
export const priceText = (amount) => `${formatNumber(amount)}&nbsp;&euro;`;
export const priceTextPlain = (amount) => `${formatNumber(amount)}\u00a0€`;

/** wc_format_sale_price() of WC 9. */
export function salePrice(regular, sale) {
  return raw(
    `<del aria-hidden="true">${wcPrice(regular)}</del> <span class="screen-reader-text">El precio original era: ${priceText(regular)}.</span>` +
      `<ins aria-hidden="true">${wcPrice(sale)}</ins><span class="screen-reader-text">El precio actual es: ${priceText(sale)}.</span>`,
  );
}

/** wc_format_price_range(). */
export function priceRange(from, to) {
  return raw(
    `${wcPrice(from)} <span aria-hidden="true">&ndash;</span> <span class="screen-reader-text">Rango de precios: desde ${priceText(from)} hasta ${priceText(to)}</span>${wcPrice(to)}`,
  );
}

/** Decimal string as WooCommerce shows it to humans: "4.50" → "4,50". */
export const decimalEs = (s) => String(s).replace('.', ',');

export function formatWeight(weight) {
  return weight === '' || weight === null || weight === undefined ? 'N/D' : `${decimalEs(weight)} kg`;
}
export function formatDimensions(d) {
  const parts = [d?.length, d?.width, d?.height].filter((v) => v !== '' && v !== undefined && v !== null);
  return parts.length ? `${parts.map(decimalEs).join(' &times; ')} cm` : 'N/D';
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
export function dateEs(iso) {
  const d = new Date(iso);
  return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}
