/**
 * Query and fragment parameters that carry credentials or personal data during sign-in
 * (authorization codes, tokens, the provider's error text, which can quote an email address).
 * They must never reach the tag manager, whose tags forward page addresses to third parties.
 */
export const SECRET_URL_PARAMS: ReadonlySet<string> = new Set([
  'code',
  'state',
  'session_state',
  'iss',
  'token',
  'id_token',
  'access_token',
  'refresh_token',
  'token_type',
  'expires_in',
  'error',
  'error_description',
  'error_uri',
  'client_secret',
  'code_verifier',
  'password',
  'email',
  'session_id',
]);

function withoutSecrets(params: URLSearchParams): string {
  for (const key of [...params.keys()]) {
    if (SECRET_URL_PARAMS.has(key.toLowerCase())) params.delete(key);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * A fragment is kept only when it looks like an in-page anchor; one shaped like parameters
 * (the implicit flow's `#access_token=…`) loses its secret keys like a query does.
 */
function fragmentWithoutSecrets(hash: string): string {
  if (!hash || !hash.includes('=')) return hash;
  const rest = withoutSecrets(new URLSearchParams(hash.slice(1))).slice(1);
  return rest ? `#${rest}` : '';
}

function pathWithoutSecrets(url: URL): string {
  return `${url.pathname}${withoutSecrets(url.searchParams)}${fragmentWithoutSecrets(url.hash)}`;
}

/** An absolute address without its secret parameters; an unparsable one yields only its path. */
export function redactUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${pathWithoutSecrets(url)}`;
  } catch {
    return href.split(/[?#]/, 1)[0] ?? '';
  }
}

/** A site-relative path (`/callback?code=…`) without its secret parameters. */
export function redactPath(path: string): string {
  return pathWithoutSecrets(new URL(path, 'https://redact.invalid'));
}
