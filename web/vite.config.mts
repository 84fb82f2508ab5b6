import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
// a plain ES module build step, typed by first-page.d.mts next to it
import { compileHints, firstPage, mantineThemeCss, stableMantineId } from './build/first-page.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The brand colour (theme.ts primary shade 7, index.html's theme-color). */
const BRAND = '#b94f1f';

const pwaOptions: Partial<VitePWAOptions> = {
  // Registration is ours (after load, update on the parent's word): no injected script.
  injectRegister: false,
  registerType: 'prompt',
  strategies: 'generateSW',
  manifest: {
    id: '/book-scanner',
    name: 'ShelfCheck',
    short_name: 'ShelfCheck',
    description: 'Scan a cover or search a title and see whether a book fits your child.',
    start_url: '/book-scanner',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: BRAND,
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell: the HTML shell, every script and style sheet, the icons (≈380 KiB in Brotli).
    // Not the prerendered copies (pages are fetched network-first below), the source maps, the
    // sample photos, the build's compressed copies, nor the barcode reader's WebAssembly (930 KiB
    // uncompressed: kept below when it is first used, not downloaded by every visitor).
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png', 'scanner-first-paint.js'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'prerendered/**', 'samples/**'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // A navigation asks the server first (prerendered pages, 404s and new deploys stay the
    // server's), then the page seen last time, then the app shell: the app opens offline.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'shelfcheck-pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 30 },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
        handler: 'CacheFirst',
        options: { cacheName: 'shelfcheck-wasm', expiration: { maxEntries: 2 } },
      },
    ],
    // The API is never cached by the service worker: saved data lives in IndexedDB.
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
  },
};

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // The installable app and its offline shell (issue 25, docs/offline.md): the service worker is
  // registered by web/src/app/offline/register-service-worker.ts after the page has loaded.
  plugins: [stableMantineId(), mantineThemeCss(), react(), compileHints(), firstPage(), VitePWA(pwaOptions)],
  build: {
    modulePreload: false,
    // WEB_BUILD_DIR lets parallel work (helpers, a second checkout's browser run) build elsewhere.
    outDir: process.env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The domain is pure functions and constants (house rule 2), so modules of it that a page
      // does not use can be dropped even though some build tables at load time.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]domain[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // The framework changes rarely: one long-cached chunk. Mantine stays split per page so
            // the landing page does not download the components only other screens use.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|immer|reselect)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
