/**
 * Widgets that build UI the theme has no CSS for (a slider's layout, the lightbox) bring their own
 * stylesheet. Constructed stylesheets keep it to the one script tag and are not inline `<style>`
 * elements, so a strict `style-src` does not block them. Each sheet is adopted once per document.
 * Our rules sit in a cascade layer: the theme's unlayered rules win over them whatever the order or
 * specificity, so a site restyles our widgets as it restyles WooCommerce's.
 */
const adopted = new Map<string, CSSStyleSheet | HTMLStyleElement>();

export function adoptStyles(id: string, rules: string, options: { layered?: boolean } = {}): void {
  if (adopted.has(id)) return;
  // Unlayered only for a library's own stylesheet (PhotoSwipe's), which WooCommerce loaded as a plain
  // stylesheet: its class rules must keep beating a theme's element rules (`button`, `img`).
  const css = options.layered === false ? rules : `@layer storefront {\n${rules}\n}`;
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    adopted.set(id, sheet);
    return;
  }
  const style = document.createElement('style');
  style.dataset.storefront = id;
  style.textContent = css;
  document.head.prepend(style);
  adopted.set(id, style);
}

/** For tests: drop every sheet adopted so far. */
export function resetStyles(): void {
  for (const sheet of adopted.values()) {
    if (sheet instanceof HTMLStyleElement) sheet.remove();
    else document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  }
  adopted.clear();
}
