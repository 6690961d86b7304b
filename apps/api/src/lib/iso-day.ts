/** The UTC calendar day of `date` (`YYYY-MM-DD`): "today" for the engine and for letters. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
