/**
 * Vite plugin: the libraries we ship write no HTML string into the page, so the bundle runs on a
 * page that enforces Trusted Types with only our policy (`trusted-types storefront`).
 *
 * PhotoSwipe 5 creates every lightbox control with `element.innerHTML = addElementHTML(...)`,
 * a string write the browser refuses under Trusted Types. That one statement is rewritten to call
 * src/core/html.ts `setLibraryIconMarkup`, which writes SVG icon markup through our policy.
 * The build fails if the statement is not found exactly once (a PhotoSwipe upgrade must be looked at).
 * Swiper needs nothing: it writes markup only in modules we do not use (a11y, navigation,
 * pagination, virtual, manipulation), and then through a policy of its own named `html`.
 */
import { fileURLToPath } from 'node:url';

const HTML_MODULE = fileURLToPath(new URL('../src/core/html.ts', import.meta.url));
const PHOTOSWIPE = /[\\/]node_modules[\\/]photoswipe[\\/]dist[\\/]photoswipe\.esm\.js$/;
const UI_WRITE = 'element.innerHTML = addElementHTML(elementHTML);';

/** @returns {import('vite').Plugin} */
export function trustedTypesPlugin() {
  return {
    name: 'storefront-trusted-types',
    enforce: 'pre',
    transform(code, id) {
      if (!PHOTOSWIPE.test(id.split('?')[0])) return null;
      const count = code.split(UI_WRITE).length - 1;
      if (count !== 1) {
        this.error(`photoswipe.esm.js: expected the control markup write "${UI_WRITE}" once, found it ${count} times; see scripts/trusted-types-plugin.mjs`);
      }
      const rewritten = code.replace(UI_WRITE, '__storefrontSetIconMarkup(element, addElementHTML(elementHTML));');
      return {
        code: `import { setLibraryIconMarkup as __storefrontSetIconMarkup } from ${JSON.stringify(HTML_MODULE)};\n${rewritten}`,
        map: null,
      };
    },
  };
}
