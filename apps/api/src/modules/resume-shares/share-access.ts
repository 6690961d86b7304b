import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Proof that a visitor gave a link's password, kept in a cookie scoped to the link's path. It is
 * an HMAC of the link's id keyed by the stored password hash: nothing to store on the server,
 * and changing or removing the password makes every earlier cookie worthless.
 */
export function accessToken(shareId: string, passwordHash: string): string {
  return createHmac('sha256', passwordHash).update(`resume-share:${shareId}`).digest('base64url');
}

export const ACCESS_COOKIE = 'resumio_share';

/** The access cookie's value from a Cookie header, if any. */
export function readAccessCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ACCESS_COOKIE) return value.join('=');
  }
  return undefined;
}

export function hasAccess(
  cookieHeader: string | undefined,
  shareId: string,
  passwordHash: string,
): boolean {
  const given = readAccessCookie(cookieHeader);
  if (!given) return false;
  const expected = Buffer.from(accessToken(shareId, passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function accessCookie(
  path: string,
  token: string,
  { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number },
): string {
  return [
    `${ACCESS_COOKIE}=${token}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
