import { describe, expect, it, vi } from 'vitest';
import { cacheByToken } from '../../src/adapters/identity/token-cache.ts';
import { AppError } from '../../src/lib/app-error.ts';

const NOW = 1_800_000_000_000;

function resolverFactory() {
  return vi.fn(async (token: string) => {
    if (token === 'bad') throw new AppError('TOKEN_INVALID', 'bad');
    return { subject: `sub-${token}` };
  });
}

describe('cacheByToken', () => {
  it('resolves a token once while it is valid', async () => {
    const resolve = resolverFactory();
    const cached = cacheByToken(resolve, { validUntil: (_v, now) => now + 1000, now: () => NOW });
    expect(await cached('a')).toEqual({ subject: 'sub-a' });
    expect(await cached('a')).toEqual({ subject: 'sub-a' });
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('resolves again once the entry has run out', async () => {
    const resolve = resolverFactory();
    let now = NOW;
    const cached = cacheByToken(resolve, { validUntil: (_v, t) => t + 30_000, now: () => now });
    await cached('a');
    now = NOW + 29_999;
    await cached('a');
    expect(resolve).toHaveBeenCalledTimes(1);
    now = NOW + 30_000;
    await cached('a');
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value that is already out of date', async () => {
    const resolve = resolverFactory();
    const cached = cacheByToken(resolve, { validUntil: (_v, now) => now - 1, now: () => NOW });
    await cached('a');
    await cached('a');
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('never caches a failure', async () => {
    const resolve = resolverFactory();
    const cached = cacheByToken(resolve, { validUntil: (_v, now) => now + 1000, now: () => NOW });
    await expect(cached('bad')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(cached('bad')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used token when full', async () => {
    const resolve = resolverFactory();
    const cached = cacheByToken(resolve, {
      validUntil: (_v, now) => now + 1000,
      now: () => NOW,
      maxEntries: 2,
    });
    await cached('a');
    await cached('b');
    await cached('a'); // a is now the most recent
    await cached('c'); // evicts b
    await cached('a');
    expect(resolve).toHaveBeenCalledTimes(3);
    await cached('b');
    expect(resolve).toHaveBeenCalledTimes(4);
  });
});
