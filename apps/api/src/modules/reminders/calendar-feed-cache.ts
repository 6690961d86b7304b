import { createHash } from 'node:crypto';
import type { JobStage } from '@resumio/contract/jobs';
import { LRUCache } from 'lru-cache';
import type { FeedEventTexts } from './render-calendar-feed.ts';
import type { DatedJobRow } from './repository.ts';

/** Bumped when the feed's output changes for the same data, so old copies are not served. */
const FEED_FORMAT = 2;

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

export interface CachedFeed {
  fingerprint: string;
  /** The feed as UTF-8: every poll sends these bytes as they are. */
  ics: Buffer;
  /** Its events per application, which the next rendering reuses where nothing changed. */
  events: FeedEventTexts;
}

export interface CalendarFeedCache {
  /** The user's last feed, whatever its fingerprint (compare it before serving `ics`). */
  get(userId: string): CachedFeed | undefined;
  set(userId: string, feed: CachedFeed): void;
}

/**
 * The last feed rendered per user. Calendar apps poll a feed that rarely changes, and rendering
 * 1,500 events costs far more than reading the rows and hashing them: an unchanged feed is served
 * as it is, and after a change only the applications that changed are written again. Each
 * instance keeps its own copies (a miss only costs a full render).
 */
export function createCalendarFeedCache(maxBytes = 32 * 1024 * 1024): CalendarFeedCache {
  const cache = new LRUCache<string, CachedFeed>({
    maxSize: maxBytes,
    // The event texts kept for the next rendering take about as much again as the feed.
    sizeCalculation: (entry) => Math.max(1, entry.ics.byteLength * 2),
  });
  return {
    get: (userId) => cache.get(userId),
    set(userId, feed) {
      cache.set(userId, feed);
    },
  };
}
