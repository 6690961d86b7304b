import { formatCalendarDay } from '@/lib/format-calendar-day.ts';

/** '2026-11-23' → 'November 23, 2026', read as a calendar day wherever the reader is. */
export const formatUpdated = formatCalendarDay;
