import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

export interface PageLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export const PAGE_LIMITS: PageLimits = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 8000,
  maxRedirects: 3,
};

export type PageFailure =
  | 'not-public'
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'http-error'
  | 'too-many-redirects';

export class PageFetchError extends Error {
  constructor(
    readonly reason: PageFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  /** Where the page was finally read from, after redirects. */
  url: string;
  html: string;
}

/**
 * The host's addresses are checked where the connection is made (the socket's own lookup), so
 * a name that resolves to a private address, or changes its answer between a check and the
 * connection, is refused: no window for DNS rebinding.
 */
function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const refused = list.find((a) => !isAllowed(a.address));
      if (refused || list.length === 0)
        return callback(
          new PageFetchError('not-public', 'The link points to a private or local address.'),
          '',
          0,
        );
      if ((options as { all?: boolean }).all)
        return (callback as never as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function getOnce(
  url: URL,
  limits: PageLimits,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup,
        signal,
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'user-agent': 'Resumio job link reader (+https://github.com/resumio)',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const type = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location, type, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          reject(new PageFetchError('too-large', 'The page is too large to read.'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new PageFetchError('too-large', 'The page is too large to read.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, type, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      if (error instanceof PageFetchError) reject(error);
      else if (signal.aborted)
        reject(new PageFetchError('timeout', 'The page took too long to answer.'));
      else reject(new PageFetchError('unreachable', 'The page could not be reached.'));
    });
  });
}

/**
 * A public web page's HTML: http or https only, every address of every
 * host (redirects included) on the public internet, within size, time and redirect limits.
 */
export async function fetchPublicPage(
  link: string,
  {
    limits = PAGE_LIMITS,
    isAllowed = isPublicAddress,
  }: { limits?: PageLimits; isAllowed?: (address: string) => boolean } = {},
): Promise<FetchedPage> {
  const lookup = guardedLookup(isAllowed);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(link);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new PageFetchError('not-public', 'Only http and https links can be read.');
    if (url.username || url.password)
      throw new PageFetchError('not-public', 'Links with a user name or password are not read.');
    // A literal address in the link is checked before any connection.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (/^[\d.]+$|:/.test(host) && !isAllowed(host))
      throw new PageFetchError('not-public', 'The link points to a private or local address.');
    const page = await getOnce(url, limits, lookup, signal);
    if (page.status >= 300 && page.status < 400 && page.location) {
      if (hop >= limits.maxRedirects)
        throw new PageFetchError('too-many-redirects', 'The link redirects too many times.');
      url = new URL(page.location, url);
      continue;
    }
    if (page.status < 200 || page.status >= 300)
      throw new PageFetchError('http-error', `The page answered with status ${page.status}.`);
    if (page.type && !/html|xml/i.test(page.type))
      throw new PageFetchError('not-html', 'The link is not a web page.');
    return { url: url.toString(), html: page.body.toString('utf8') };
  }
}
