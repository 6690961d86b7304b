import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'resume',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60000,
  },
});
