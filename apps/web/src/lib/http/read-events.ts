import type { z } from 'zod';

/**
 * Reads `data: <json>` lines out of a text/event-stream body, each checked against `schema`.
 * Lines may arrive split across chunks; a line that is not a known event is skipped rather than
 * ending the stream.
 */
export async function* readEvents<T>(
  body: ReadableStream<Uint8Array>,
  schema: z.ZodType<T>,
): AsyncGenerator<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (line: string): T | null => {
    if (!line.startsWith('data:')) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(line.slice(5).trim()));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const event = parse(line);
        if (event) yield event;
      }
    }
    const last = parse(buffer + decoder.decode());
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
