/**
 * The IANA time zones this browser knows, for the digest's time zone select. The saved zone and
 * the browser's own are always offered, even on an engine whose list lacks them (some omit UTC).
 */
export function timeZoneOptions(...always: string[]): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    // An engine without the list still offers the zones named below.
  }
  return [...new Set([...known, 'UTC', ...always.filter(Boolean)])].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** "America/New_York" reads as "America/New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}
