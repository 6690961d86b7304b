import type { CreatedRange } from './repository.ts';

const DAY_MS = 86_400_000;

/** `from`/`to` calendar days (UTC, both included) as the instants a query compares with. */
export function createdRange(from?: string, to?: string): CreatedRange {
  return {
    from: from ? `${from}T00:00:00.000Z` : undefined,
    until: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
  };
}

/** Today's calendar day in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
