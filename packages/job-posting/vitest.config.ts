import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'job-posting', include: ['test/**/*.test.ts'], environment: 'node' },
});
