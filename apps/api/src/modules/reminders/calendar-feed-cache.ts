import { createHash } from 'node:crypto';
import type { JobStage } from '@resumio/contract/jobs';
import { LRUCache } from 'lru-cache';
import type { DatedJobRow } from './repository.ts';

/** Bumped when the feed's output changes for the same data, so old copies are not served. */
const FEED_FORMAT = 1;

/** What the feed is made of, as a short hash: equal inputs give equal feeds. */
export function feedFingerprint(
  rows: readonly DatedJobRow[],
  stages: JobStage[],
  publicUrl: string,
): string {
  return createHash('sha256')
    .update(JSON.stringify([FEED_FORMAT, publicUrl, stages, rows]))
    .digest('base64url')
    .slice(0, 27);
}

export interface CalendarFeedCache {
  get(userId: string, fingerprint: string): string | undefined;
  set(userId: string, fingerprint: string, ics: string): void;
}

/**
 * The last feed rendered per user, kept while its data is unchanged. Calendar apps poll a feed
 * that rarely changes, and rendering 1,500 events costs far more than reading the rows and
 * hashing them; each instance keeps its own copies (a miss only costs a render).
 */
export function createCalendarFeedCache(maxBytes = 32 * 1024 * 1024): CalendarFeedCache {
  const cache = new LRUCache<string, { fingerprint: string; ics: string }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.ics.length),
  });
  return {
    get(userId, fingerprint) {
      const entry = cache.get(userId);
      return entry?.fingerprint === fingerprint ? entry.ics : undefined;
    },
    set(userId, fingerprint, ics) {
      cache.set(userId, { fingerprint, ics });
    },
  };
}
