/**
 * The only module that writes HTML into the page. HTML comes from the shop's own server (cart
 * fragments, and their session-storage cache); nothing from the URL, cookies, postMessage or
 * storage other than that cache may be passed here. Widgets inside replaced nodes are disposed
 * and the new nodes are scanned, synchronously, so no listener outlives its markup.
 */
declare const serverHtmlBrand: unique symbol;
/** A string the shop's server produced. Only `trustServerHtml` makes one. */
export type ServerHtml = string & { readonly [serverHtmlBrand]: true };

export function trustServerHtml(html: string): ServerHtml {
  return html as ServerHtml;
}

interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createHTML(input: string): string }): TrustedTypePolicyLike;
}

let policy: TrustedTypePolicyLike | null | undefined;
function trustedTypesPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const tt = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy = null;
  if (tt) {
    try {
      policy = tt.createPolicy('storefront', { createHTML: (input) => input });
    } catch {
      // The page's CSP does not allow our policy name; a plain string write is then refused by
      // the browser and the server markup stays as it is.
    }
  }
  return policy;
}

type TreeHook = (root: Node) => void;
let beforeRemove: TreeHook = () => {};
let afterInsert: TreeHook = () => {};

/** The scanner plugs in here, so html.ts does not import it (no cycle). */
export function setTreeHooks(hooks: { beforeRemove: TreeHook; afterInsert: TreeHook }): void {
  beforeRemove = hooks.beforeRemove;
  afterInsert = hooks.afterInsert;
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
  beforeRemove(target);
  target.replaceWith(fragment);
  for (const node of nodes) afterInsert(node);
  return nodes;
}

/** jQuery's .html(): replaces an element's children with server HTML (a variation's template). */
export function setServerHtml(target: Element, html: ServerHtml): Node[] {
  const fragment = parseServerHtml(html);
  const nodes = [...fragment.childNodes];
  for (const child of [...target.childNodes]) beforeRemove(child);
  target.replaceChildren(fragment);
  for (const node of nodes) afterInsert(node);
  return nodes;
}

/** Empties an element (e.g. the mini cart on a back/forward-cache restore). */
export function emptyElement(target: Element): void {
  for (const child of [...target.childNodes]) beforeRemove(child);
  target.replaceChildren();
}
