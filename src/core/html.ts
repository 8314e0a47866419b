/**
 * The only module that writes HTML into the page. HTML comes from the shop's own server (cart
 * fragments, and their session-storage cache); nothing from the URL, cookies, postMessage or
 * storage other than that cache may be passed here. Widgets inside replaced nodes are disposed
 * and the new nodes are scanned, synchronously, so no listener outlives its markup.
 * The one exception is a library's control icons (`setLibraryIconMarkup`), checked to be SVG only.
 * Every write goes through the Trusted Types policy `storefront`, so a page that enforces Trusted
 * Types (`require-trusted-types-for 'script'; trusted-types storefront`) needs nothing else for us.
 * The same policy gives a script address only to the third-party scripts listed here, exactly.
 */
import { report } from './errors';
import { treeHooks } from './tree';
import { YOUTUBE_IFRAME_API_URL } from './video-embed';

export { setTreeHooks } from './tree';

declare const serverHtmlBrand: unique symbol;
/** A string the shop's server produced. Only `trustServerHtml` makes one. */
export type ServerHtml = string & { readonly [serverHtmlBrand]: true };

export function trustServerHtml(html: string): ServerHtml {
  return html as ServerHtml;
}

interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): TrustedTypePolicyLike;
}

/**
 * Scripts of other origins a widget may insert, each on a shopper's action (a player's API loaded
 * by the play click). Exact addresses: nothing from the page, the URL or an answer can widen it.
 */
/** Google reCAPTCHA's API as the page builder's forms load it (elementor-widgets.md §4.1), when a form with one is reached. */
export const RECAPTCHA_API_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
const THIRD_PARTY_SCRIPTS: ReadonlySet<string> = new Set([YOUTUBE_IFRAME_API_URL, RECAPTCHA_API_URL]);
/**
 * Facebook's JavaScript SDK (the page builder's Facebook widgets, when one comes near the
 * viewport): one address per locale, so a pattern, but only that path: no query, no fragment, no
 * other file of the host, a locale of letters only.
 */
const FACEBOOK_SDK_SCRIPT = /^https:\/\/connect\.facebook\.net\/[a-z]{2,3}_[A-Z]{2}\/sdk\.js$/;

function allowedScriptUrl(url: string): string {
  if (!THIRD_PARTY_SCRIPTS.has(url) && !FACEBOOK_SDK_SCRIPT.test(url)) throw new TypeError(`${url} is not a script storefront inserts`);
  return url;
}

let policy: TrustedTypePolicyLike | null | undefined;
function trustedTypesPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const tt = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy = null;
  if (tt) {
    try {
      policy = tt.createPolicy('storefront', { createHTML: (input) => input, createScriptURL: allowedScriptUrl });
    } catch {
      // The page's CSP does not allow our policy name; a plain string write is then refused by
      // the browser and the server markup stays as it is.
    }
  }
  return policy;
}

/** Points a script element at one of the listed third-party scripts; throws for any other address. */
export function setThirdPartyScript(script: HTMLScriptElement, url: string): void {
  const tt = trustedTypesPolicy();
  (script as { src: unknown }).src = tt ? tt.createScriptURL(url) : allowedScriptUrl(url);
}

/** The CSP nonce the page's own scripts carry, for what we or a provider's component inject. */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Inserts one of the listed third-party scripts, async, in the head. A page whose scripts carry a
 * CSP nonce gets it on this one too (the script may pass it on to its own). Throws for an address
 * not listed, or where the page's CSP refuses our policy.
 */
export function insertThirdPartyScript(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.async = true;
  setThirdPartyScript(script, url);
  document.head.append(script);
  return script;
}

export function parseServerHtml(html: ServerHtml): DocumentFragment {
  const template = document.createElement('template');
  const tt = trustedTypesPolicy();
  (template as { innerHTML: unknown }).innerHTML = tt ? tt.createHTML(html) : html;
  return template.content;
}

/** jQuery's replaceWith for one element: replaces `target` with all nodes of `html`. */
export function replaceWithServerHtml(target: Element, html: ServerHtml): Node[] {
  const fragment = parseServerHtml(html);
  const nodes = [...fragment.childNodes];
  treeHooks.beforeRemove(target);
  target.replaceWith(fragment);
  for (const node of nodes) treeHooks.afterInsert(node);
  return nodes;
}

/** jQuery's .html(): replaces an element's children with server HTML (a variation's template). */
export function setServerHtml(target: Element, html: ServerHtml): Node[] {
  const fragment = parseServerHtml(html);
  const nodes = [...fragment.childNodes];
  for (const child of [...target.childNodes]) treeHooks.beforeRemove(child);
  target.replaceChildren(fragment);
  for (const node of nodes) treeHooks.afterInsert(node);
  return nodes;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const ICON_ELEMENTS = new Set(['svg', 'g', 'defs', 'title', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'use']);

/** Why `markup` is not a plain SVG icon, or '' if it is one. */
function iconMarkupProblem(fragment: DocumentFragment): string {
  for (const element of fragment.querySelectorAll('*')) {
    if (element.namespaceURI !== SVG_NS || !ICON_ELEMENTS.has(element.localName)) return `<${element.localName}> is not an SVG shape`;
    for (const attribute of element.attributes) {
      if (attribute.localName.toLowerCase().startsWith('on')) return `${attribute.name} on <${element.localName}>`;
      if (attribute.localName === 'href' && !attribute.value.startsWith('#')) return `${attribute.name}="${attribute.value}" leaves the document`;
    }
  }
  return '';
}

/**
 * PhotoSwipe builds each control of the lightbox from markup (its own SVG icon constants, an empty
 * string for ours, or a site's `closeSVG`-style option) and writes it with innerHTML, which a page
 * enforcing Trusted Types refuses. The build routes that one write here (vite.config.ts,
 * scripts/trusted-types-plugin.mjs). It goes through our policy only as an SVG icon: no other
 * element, no event handler, no link out of the document; anything else leaves the control empty
 * and is reported.
 */
export function setLibraryIconMarkup(target: Element, markup: string): void {
  if (markup === '') {
    target.replaceChildren();
    return;
  }
  const fragment = parseServerHtml(trustServerHtml(markup));
  const problem = iconMarkupProblem(fragment);
  if (problem) {
    report('product-gallery', `a lightbox control's icon markup was refused (${problem})`);
    target.replaceChildren();
    return;
  }
  target.replaceChildren(fragment);
}

/** Empties an element (e.g. the mini cart on a back/forward-cache restore). */
export function emptyElement(target: Element): void {
  for (const child of [...target.childNodes]) treeHooks.beforeRemove(child);
  target.replaceChildren();
}
