import { Readable } from 'node:stream';
import type { LetterStreamEvent } from '@resumio/contract/cover-letters';

/**
 * Events as a `text/event-stream` body: one `data:` line of JSON each (JSON escapes line breaks,
 * so an event never spans lines). Destroying the stream (the client went away) ends the events.
 */
export function letterEventStream(events: AsyncGenerator<LetterStreamEvent>): Readable {
  async function* lines() {
    for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
  }
  return Readable.from(lines(), { objectMode: false });
}
