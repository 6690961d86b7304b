import { parse as parseForm } from 'node:querystring';

/**
 * Characters no person types and no input of ours needs, which break what is built from text:
 * NUL (PostgreSQL refuses it in text, so a query holding one fails), and NEL (U+0085) and the
 * line and paragraph separators (U+2028, U+2029), which end lines in calendar feeds, mail
 * digests and CSV files while passing every control-character check of the C0 range.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /[\u0000\u0085\u2028\u2029]/;

export const UNSAFE_TEXT_MESSAGE =
  'Remove control characters from this text (NUL, or an invisible line separator U+0085, U+2028 or U+2029).';

const MAX_DEPTH = 64;

export type TextPath = (string | number)[];

/**
 * Where the first string, key or array item in `value` holding an unsafe character is (its
 * path, `[]` for `value` itself), or undefined when all is safe.
 */
export function findUnsafeText(value: unknown, path: TextPath = []): TextPath | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value)) return UNSAFE.test(value.toString('utf8')) ? path : undefined;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? [...value.entries()]
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && UNSAFE.test(key)) return [...path, key];
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A body still in bytes (the identity provider's and the payment webhooks' own parsers read
 * it): a form is read as its fields, anything else as text.
 */
export function findUnsafeInRawBody(
  body: Buffer,
  contentType: string | undefined,
): TextPath | undefined {
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) {
    return findUnsafeText({ ...parseForm(body.toString('utf8')) });
  }
  const text = body.toString('utf8');
  // JSON writes these as escapes; an escaped backslash before the `u` is not one.
  if (UNSAFE.test(text) || /(?<!\\)(?:\\\\)*\\u(?:0000|0085|202[89])/i.test(text)) return [];
  return undefined;
}
