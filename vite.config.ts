import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { trustedTypesPlugin } from './scripts/trusted-types-plugin.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// One ES module entry (dist/storefront.js) plus content-hashed chunks beside it. With base './'
// every chunk is resolved relative to the entry's own URL, so the folder can be served from any
// path or CDN without configuration.
export default defineConfig({
  base: './',
  // PhotoSwipe's control markup goes through our Trusted Types policy (see the plugin).
  plugins: [trustedTypesPlugin()],
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
    // Library mode: no module-preload wrapper around each dynamic import (our chunks have no
    // preloadable dependencies worth a helper on the loader path). Minified explicitly because
    // library mode would keep an ES build readable.
    lib: { entry: { storefront: 'src/index.ts' }, formats: ['es'] },
    minify: true,
    sourcemap: true,
    rollupOptions: {
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
