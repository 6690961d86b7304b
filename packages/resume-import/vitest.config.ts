import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'resume-import', include: ['src/**/*.test.ts'], environment: 'node' },
});
