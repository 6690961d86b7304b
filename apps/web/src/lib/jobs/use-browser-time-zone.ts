import { useMemo } from 'react';
import { browserTimeZone } from './browser-time-zone.ts';

/**
 * The browser's time zone, read once per mount: a zone change mid-visit must not put the
 * reminders under a new cache key on every render. Not read at all while `needed` is false
 * (an empty string then): reading it builds an Intl.DateTimeFormat, 20–50 ms in a fresh page,
 * and the navigation asks on every page, a signed-out visitor's included.
 */
export function useBrowserTimeZone(needed = true): string {
  return useMemo(() => (needed ? browserTimeZone() : ''), [needed]);
}
