import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogContentPlugin } from './build/blog/blog-content-plugin.ts';
import { deferEngineStartUp } from './build/defer-engine-start-up.ts';
import { earlyEntryPlugin } from './build/early-entry-plugin.ts';
import { seoHeadPlugin } from './build/seo-head-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/oidc': { target: apiTarget, changeOrigin: false },
  '/oidc-assets': { target: apiTarget, changeOrigin: false },
  '/checkout': { target: apiTarget, changeOrigin: false },
};

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    seoHeadPlugin(),
    blogContentPlugin({
      dir: at('../../content/blog'),
      publicDir: at('./public'),
      displayRoot: at('../..'),
    }),
    precompressPlugin(),
    // The preview editor asks the server for its first preview before the app has loaded.
    ...(isSsrBuild
      ? []
      : [earlyEntryPlugin({ name: 'early-preview', source: at('./src/early-preview.ts') })]),
  ],
  resolve: {
    alias: { '@': at('./src') },
  },
  // The preview worker starts the PDF engine: what it never uses is loaded only when called.
  worker: { plugins: () => [deferEngineStartUp()] },
  build: isSsrBuild
    ? // The prerenderer (build/prerender/prerender-site.ts): run once at build time, never served.
      { outDir: 'build/dist', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Maps source modules to chunks, for the benchmarks.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Zod in one chunk of its own, cached across releases of the app's code. Public
              // pages do not load it before they are interactive (src/lib/zod-without-eval.ts).
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                // React on its own: the largest module a page evaluates, so a prerendered page
                // evaluates it in a task of its own before the app (build/prerender).
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: { proxy },
  preview: { proxy },
}));
