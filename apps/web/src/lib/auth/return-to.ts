import { DEFAULT_RETURN_TO } from './auth-settings.ts';

/**
 * Only same-origin relative paths are followed after sign-in, so a crafted link cannot send the
 * user to another site ('//evil.example' and '/\evil.example' are protocol-relative in browsers).
 */
export function safeReturnTo(value: unknown, fallback = DEFAULT_RETURN_TO): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const base = 'https://resumio.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginPath(returnTo: string, page: 'login' | 'register' = 'login'): string {
  return `/${page}?returnTo=${encodeURIComponent(returnTo)}`;
}
