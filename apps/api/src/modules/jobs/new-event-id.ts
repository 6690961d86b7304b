import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * Timeline event ids that sort in the order they were made: events written by one operation
 * share their timestamp (a stage change and the snapshot it caused), and the timeline still has
 * to show them in a stable order. Fixed-width base 36, so plain string order is creation order.
 */
export function newEventId(now: number = Date.now()): string {
  const ms = Math.max(now, lastMs);
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  return (
    ms.toString(36).padStart(9, '0') +
    sequence.toString(36).padStart(4, '0') +
    randomBytes(5).toString('hex')
  );
}
