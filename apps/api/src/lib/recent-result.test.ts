import { describe, expect, it } from 'vitest';
import { reuseRecent } from './recent-result.ts';

describe('reuseRecent', () => {
  it('asks once for callers within the age, and again after it', async () => {
    let clock = 0;
    let asked = 0;
    let answer = true;
    const ping = reuseRecent(
      async () => {
        asked += 1;
        return answer;
      },
      1000,
      () => clock,
    );
    expect(await ping()).toBe(true);
    clock = 999;
    answer = false;
    expect(await ping()).toBe(true);
    expect(asked).toBe(1);
    clock = 1000;
    expect(await ping()).toBe(false);
    expect(asked).toBe(2);
  });

  it('shares one run between callers that arrive while it runs', async () => {
    let asked = 0;
    let finish!: (value: string) => void;
    const check = reuseRecent(() => {
      asked += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    }, 0);
    const both = Promise.all([check(), check()]);
    finish('up');
    expect(await both).toEqual(['up', 'up']);
    expect(asked).toBe(1);
  });

  it('keeps no answer from a check that failed', async () => {
    let calls = 0;
    const check = reuseRecent(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'up';
    }, 60_000);
    await expect(check()).rejects.toThrow('down');
    expect(await check()).toBe('up');
  });
});
