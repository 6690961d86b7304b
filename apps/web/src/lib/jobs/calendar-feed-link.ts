/** The calendar feed's panel in Settings: the tracker links there, the panel carries the id. */
export const CALENDAR_FEED_ID = 'calendar-feed';
export const CALENDAR_FEED_PATH = `/settings#${CALENDAR_FEED_ID}`;
