import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'resume-model', include: ['src/**/*.test.ts'], environment: 'node' },
});
