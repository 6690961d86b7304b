/**
 * Request addresses as they may appear in a log: path segments and query values that are
 * credentials on their own (a calendar feed's token, an unsubscribe token, a checkout session, an
 * invoice PDF link, an unlisted share link, an authorization code) are replaced, so a log reader
 * cannot use them.
 */
export const REDACTED = '[redacted]';

/** Paths whose segment after the prefix is a bearer secret; the file suffix (".ics") is kept. */
const SECRET_PATH_PREFIXES = [
  '/api/calendar/',
  '/api/reminders/unsubscribe/',
  // Before '/checkout/': an invoice PDF's token is the segment after this one.
  '/checkout/invoices/',
  '/checkout/',
  '/r/',
];

/** Query parameters that carry a secret wherever they appear (OAuth, OIDC, our own links). */
const SECRET_QUERY_NAMES = new Set([
  'token',
  'code',
  'code_verifier',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'password',
  'secret',
  'signature',
  'sig',
  'key',
]);

function redactPath(path: string): string {
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (!path.startsWith(prefix) || path.length === prefix.length) continue;
    const rest = path.slice(prefix.length);
    const end = rest.indexOf('/');
    const segment = end === -1 ? rest : rest.slice(0, end);
    const after = end === -1 ? '' : rest.slice(end);
    // Static files under a prefix (the checkout page's own assets) are not secrets.
    if (segment === 'assets') return path;
    const suffix = /\.[a-z]{2,4}$/i.exec(segment)?.[0] ?? '';
    return `${prefix}${REDACTED}${suffix}${after}`;
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, eq).replace(/\+/g, ' ')).toLowerCase();
      } catch {
        name = pair.slice(0, eq).toLowerCase();
      }
      return SECRET_QUERY_NAMES.has(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The address with its secrets replaced; the fragment never reaches a server, so none is kept. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const q = withoutHash.indexOf('?');
  if (q === -1) return redactPath(withoutHash);
  return `${redactPath(withoutHash.slice(0, q))}?${redactQuery(withoutHash.slice(q + 1))}`;
}
