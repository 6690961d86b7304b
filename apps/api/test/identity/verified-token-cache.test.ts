import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { withVerifiedTokenCache } from '../../src/adapters/identity/verified-token-cache.ts';
import type { VerifyAccessToken } from '../../src/adapters/identity/verify-access-token.ts';

const NOW = 1_800_000_000_000;

function verifierFactory(exp = NOW / 1000 + 600) {
  return vi.fn<VerifyAccessToken>(async (token) => {
    if (token === 'bad') throw new AppError('TOKEN_INVALID', 'bad');
    return { subject: `sub-${token}`, claims: { sub: `sub-${token}`, exp } };
  });
}

describe('verified token cache', () => {
  it('verifies a token once while it is valid', async () => {
    const inner = verifierFactory();
    const verify = withVerifiedTokenCache(inner, { now: () => NOW });
    expect((await verify('a')).subject).toBe('sub-a');
    expect((await verify('a')).subject).toBe('sub-a');
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('verifies again once the token is past expiry and tolerance', async () => {
    const inner = verifierFactory(NOW / 1000 + 10);
    let now = NOW;
    const verify = withVerifiedTokenCache(inner, { now: () => now, toleranceSeconds: 60 });
    await verify('a');
    now = NOW + 69_000;
    await verify('a');
    expect(inner).toHaveBeenCalledTimes(1);
    now = NOW + 71_000;
    await verify('a');
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('never caches a failure', async () => {
    const inner = verifierFactory();
    const verify = withVerifiedTokenCache(inner, { now: () => NOW });
    await expect(verify('bad')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(verify('bad')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used token when full', async () => {
    const inner = verifierFactory();
    const verify = withVerifiedTokenCache(inner, { now: () => NOW, maxEntries: 2 });
    await verify('a');
    await verify('b');
    await verify('a'); // a is now the most recent
    await verify('c'); // evicts b
    await verify('a');
    expect(inner).toHaveBeenCalledTimes(3);
    await verify('b');
    expect(inner).toHaveBeenCalledTimes(4);
  });
});
