import { formatCalendarDay } from '@/lib/format-calendar-day.ts';

/** '2026-06-03' → 'June 3, 2026'. */
export const formatPostDate = formatCalendarDay;
