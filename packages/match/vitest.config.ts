import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'match', include: ['src/**/*.test.ts', 'eval/**/*.test.ts'], environment: 'node' },
});
