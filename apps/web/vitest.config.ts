import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogContentPlugin } from './build/blog/blog-content-plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    // Component tests read fixed sample articles, never the ones being written in content/blog.
    blogContentPlugin({
      dir: fileURLToPath(new URL('./build/blog/__fixtures__/articles', import.meta.url)),
      includeDrafts: false,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
