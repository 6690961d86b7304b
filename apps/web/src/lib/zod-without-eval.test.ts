import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is the setting zod reads when it loads', async () => {
    await import('./zod-without-eval.ts');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
