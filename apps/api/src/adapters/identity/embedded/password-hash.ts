import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: 2^15 × 8 × 128 bytes = 32 MiB and a few dozen milliseconds per hash. */
const COST = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Upper bounds for parameters read back from storage, so a bad row cannot exhaust memory. */
const MAX_N = 1_048_576;
const MAX_RP = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    const maxmem = 256 * options.N! * options.r! + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !saltText || !hashText) return false;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(R) &&
    R >= 1 &&
    R <= MAX_RP &&
    Number.isInteger(P) &&
    P >= 1 &&
    P <= MAX_RP;
  if (!valid) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64url'),
    { N, r: R, p: P },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A real hash of a random password, to verify against when an email is unknown so that a failed
 * sign-in takes as long whether or not the account exists.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}
