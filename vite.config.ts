import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { trustedTypesPlugin } from './scripts/trusted-types-plugin.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Shared modules grouped into two chunks instead of one file each: at 4x CPU every module a
 * widget imports costs its own request, compile and link (about 10 ms each in the bench), and an
 * add to cart used to pull nine. `schemas`: the schema checks and what needs them, loaded only
 * where a page global or an answer is validated. `core`: the small schema-free helpers widgets
 * share. Modules the loader imports stay in the loader.
 */
const ENTRY_MODULE = /[\\/]src[\\/]index\.ts$/;
/**
 * The spec's timings: the loader reads one number from it, inlined (optimization.inlineConst), so
 * the module itself goes with the widgets' shared code, not onto every page before `load`.
 */
const TIMINGS_MODULE = /[\\/]src[\\/]core[\\/]timings\.ts$/;
const SCHEMA_MODULES = /\/src\/core\/(config|http|responses|schema)\.ts$/;
/**
 * `start`: the widgets that run at every page's load or first idle (store notice, quantity, alerts,
 * the cart fragments' first check, the scroll-to-top button's scroll listener), one chunk instead
 * of five. `product-start`: the product page's (tabs, the gallery's reveal), which import the tabs'
 * URL rules from the product family's table (its review stars read them to start at once).
 */
const START_MODULES =
  /\/src\/behaviours\/(quantity|store-notice|focus-alert)\/[^/]*\.ts$|\/src\/behaviours\/cart-fragments\/(index|logic|remember)\.ts$|\/src\/mounts\/scroll-to-top\/(index|logic|source)\.ts$/;
const PRODUCT_START_MODULES = /\/src\/behaviours\/product-tabs\/(index|parse|restore)\.ts$|\/src\/behaviours\/product-gallery\/reveal\.ts$/;
const CORE_MODULES =
  /\/src\/core\/(bus|events|delegate|fragments|queue|urls|i18n|live-region|motion|notices|restore|block|page-events|styles|storage|flag|roving|peek|paint|signals|overlay|record|html|timings)\.ts$|\/node_modules\/(cookie|@preact\/signals-core)\//;

/**
 * Chunks whose code mostly runs once they are loaded: those a page evaluates without any intent
 * from the shopper (at load, at idle, or when their markup scrolls into view), and the variation
 * form, whose first change runs most of it. V8's magic comment has them compiled whole, which
 * Chromium does off the main thread while the file streams in, instead of each function compiled
 * on the main thread at its first call. A/Bs at 4x CPU, alternating cold loads (medians): script
 * time from navigation to load + 3 s on the simple product page, 143 → 86 ms over 16 loads each
 * (two earlier, noisier A/Bs gave 105 → 90 and 118 → 115); the variation form's first attribute
 * pick, change → price shown, 82 → 45 ms over 10 each. Libraries loaded on intent (the slider,
 * the lightbox) and add to cart (its click shows its feedback before the chunk runs) stay lazily
 * compiled.
 */
const COMPILE_WHOLE = new Set(['storefront', 'loader', 'start', 'product-start', 'core', 'schemas', 'product-gallery', 'logic', 'review-rating', 'result-count', 'scroll-to-notices', 'password-toggle', 'sync', 'variation-form', 'checkout', 'payment-methods', 'address']);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// One ES module entry (dist/storefront.js) plus content-hashed chunks beside it. With base './'
// every chunk is resolved relative to the entry's own URL, so the folder can be served from any
// path or CDN without configuration.
export default defineConfig({
  base: './',
  // PhotoSwipe's control markup goes through our Trusted Types policy (see the plugin).
  plugins: [
    trustedTypesPlugin(),
    {
      // The CSS first states (src/first-state.css) under a fixed name, for the server to inline.
      name: 'storefront-first-state-css',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'first-state.css', source: readFileSync(new URL('./src/first-state.css', import.meta.url), 'utf8') });
      },
    },
  ],
  define: {
    __STOREFRONT_VERSION__: JSON.stringify(version),
    // Library mode leaves this to the app; React's chunks must get their production build.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    // dist/manifest.json: the WordPress plugin reads the entry's and the loader chunk's names.
    manifest: 'manifest.json',
    // Library mode: no module-preload wrapper around each dynamic import (our chunks have no
    // preloadable dependencies worth a helper on the loader path). Minified explicitly because
    // library mode would keep an ES build readable.
    lib: { entry: { storefront: 'src/index.ts' }, formats: ['es'] },
    minify: true,
    sourcemap: true,
    rollupOptions: {
      preserveEntrySignatures: 'allow-extension',
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        format: 'es',
        minify: true,
        // Nothing bundles our output again: the pure annotations the minifier keeps for a later
        // bundler are bytes every page downloads (19 in the loader). Licence comments stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        postBanner: (chunk) => (COMPILE_WHOLE.has(chunk.name) ? COMPILE_HINT : ''),
        entryFileNames: '[name].js',
        // Every mount's view module is `view.tsx`: its chunk is named after its widget
        // (`quick-view-view-…`), so a network log or a test can tell whose view was loaded.
        chunkFileNames: (chunk) => {
          const widget = /\/src\/mounts\/([^/]+)\/view\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          if (widget) return `chunks/${widget}-view-[hash].js`;
          // A family's table of widgets (src/families.ts): `family-woocommerce-…`, which the bench
          // and the tests tell from widget chunks by that prefix.
          const family = /\/src\/registry\/([^/]+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return family ? `chunks/family-${family}-[hash].js` : 'chunks/[name]-[hash].js';
        },
        codeSplitting: {
          // A group takes only the modules it names: a helper's loader-side import (the bus's
          // jQuery lookup) must not drag loader modules out of the loader.
          includeDependenciesRecursively: false,
          groups: [
            // Everything the entry imports statically, out of the entry: a chunk that imported
            // `../storefront.js` made a second copy of the loader, with its own state, wherever
            // the page's tag has a query string (WordPress adds `?ver=`). The entry is a few lines
            // that import this chunk; every other chunk imports it by its content-hashed name.
            { name: 'loader', tags: ['$initial'], test: (id: string) => !ENTRY_MODULE.test(id) && !TIMINGS_MODULE.test(id) },
            { name: 'schemas', test: SCHEMA_MODULES },
            { name: 'core', test: CORE_MODULES },
            { name: 'start', test: START_MODULES },
            { name: 'product-start', test: PRODUCT_START_MODULES },
          ],
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
