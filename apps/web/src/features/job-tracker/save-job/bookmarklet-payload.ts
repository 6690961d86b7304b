import type { PageParts } from '@resumio/job-posting/page-parts.ts';
import { z } from 'zod';
import { FRAGMENT_KEY } from './bookmarklet.ts';

const PagePartsSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  title: z.string().nullish(),
  siteName: z.string().nullish(),
  jsonLd: z.array(z.string()),
  mainText: z.string().nullish(),
});

const STORAGE_KEY = 'resumio.save-job.page';

export type Payload =
  { kind: 'none' } | { kind: 'unreadable' } | { kind: 'page'; parts: PageParts };

function parse(text: string): Payload {
  try {
    const parsed = PagePartsSchema.safeParse(JSON.parse(text));
    return parsed.success ? { kind: 'page', parts: parsed.data } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

/**
 * What the bookmarklet sent in the address's fragment. It is kept in this tab's session storage,
 * so signing in first (which leaves the page and drops the fragment) does not lose it, and taken
 * out of the address, so a bookmark or a shared link of the page does not carry it on.
 */
export function takeBookmarkletPayload(): Payload {
  const fragment = new URLSearchParams(window.location.hash.slice(1)).get(FRAGMENT_KEY);
  if (fragment !== null) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    // A fragment cut at the length limit ends in a broken escape or broken JSON: unreadable.
    const payload = parse(fragment);
    if (payload.kind === 'page') sessionStorage.setItem(STORAGE_KEY, fragment);
    else sessionStorage.removeItem(STORAGE_KEY);
    return payload;
  }
  const kept = sessionStorage.getItem(STORAGE_KEY);
  return kept ? parse(kept) : { kind: 'none' };
}

/** Once saved, the page is forgotten: a reload shows the bookmarklet again, not a second save. */
export const forgetBookmarkletPayload = () => sessionStorage.removeItem(STORAGE_KEY);
