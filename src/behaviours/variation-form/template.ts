/**
 * The variation templates (`script#tmpl-variation-template`), rendered without eval: WooCommerce's
 * CSP-safe substitution (woocommerce.md §4.7), pure.
 *
 * - `{{{ data.variation.x }}}` inserts the value as is: it is the shop's own HTML (price_html…).
 * - `{{ data.variation.x }}` HTML-escapes it. WooCommerce passes it through `window.escape` (URL
 *   percent-encoding), which shows "%20" for spaces and escapes nothing for HTML; we fix that.
 * - Nested paths (`data.variation.image.alt`) are read too.
 * - `<# … #>` logic and other `data.` paths need wp.template's eval, which a strict CSP forbids:
 *   they render as nothing and `unsupported` says so.
 */
export interface RenderedTemplate {
  html: string;
  unsupported: boolean;
}

const TAG = /(\{\{\{?)\s*([^{}]*?)\s*(\}\}\}?)/g;
const LOGIC = /<#[\s\S]*?#>/g;
const PATH = /^data\.variation((?:\.[\w-]+)+)$/;

export function renderTemplate(template: string, variation: Readonly<Record<string, unknown>>): RenderedTemplate {
  let unsupported = LOGIC.test(template);
  LOGIC.lastIndex = 0;
  const html = template
    .replace(LOGIC, '')
    .replace(TAG, (_match, open: string, expression: string, close: string) => {
      // WooCommerce drops a tag whose braces do not pair up.
      if (open.length !== close.length) return '';
      const path = PATH.exec(expression);
      if (!path?.[1]) {
        unsupported = true;
        return '';
      }
      const value = lookup(variation, path[1].slice(1).split('.'));
      return open.length === 3 ? value : escapeHtml(value);
    })
    .replace('/*<![CDATA[*/', '')
    .replace('/*]]>*/', '');
  return { html, unsupported };
}

function lookup(root: unknown, keys: string[]): string {
  let value: unknown = root;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null) return '';
    value = (value as Record<string, unknown>)[key];
  }
  // WooCommerce's `variation[key] || ''`: false, 0 and missing values render as nothing.
  if (!value || typeof value === 'object' || typeof value === 'function') return '';
  return String(value);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  times: '\u00d7',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  euro: '\u20ac',
  deg: '\u00b0',
};

/**
 * What `$('<div/>').html(value).text()` gives for the entities PHP's esc_* functions produce:
 * numeric references and the common named ones. Unknown names are left as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));/g, (match, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number.parseInt(dec, 10) : hex ? Number.parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    return NAMED[name ?? ''] ?? match;
  });
}
