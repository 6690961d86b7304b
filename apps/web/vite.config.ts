import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { seoHeadPlugin } from './build/seo-head-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/oidc': { target: apiTarget, changeOrigin: false },
  '/oidc-assets': { target: apiTarget, changeOrigin: false },
  '/checkout': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), seoHeadPlugin(), precompressPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
});
