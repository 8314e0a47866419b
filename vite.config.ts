import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// One ES module entry (dist/storefront.js) plus content-hashed chunks beside it. With base './'
// every chunk is resolved relative to the entry's own URL, so the folder can be served from any
// path or CDN without configuration.
export default defineConfig({
  base: './',
  define: { __STOREFRONT_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
    rollupOptions: {
      input: { storefront: 'src/index.ts' },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
