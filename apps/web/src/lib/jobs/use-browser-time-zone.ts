import { useState } from 'react';
import { browserTimeZone } from './browser-time-zone.ts';

/**
 * The browser's time zone, read once per mount: a zone change mid-visit must not put the
 * reminders under a new cache key on every render.
 */
export function useBrowserTimeZone(): string {
  const [timeZone] = useState(browserTimeZone);
  return timeZone;
}
