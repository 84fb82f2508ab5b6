import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error a plain ES module build step, outside the type-checked sources
import { firstPage } from './build/first-page.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), firstPage()],
  build: {
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
