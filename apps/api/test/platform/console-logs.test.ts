import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@resumio/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { serverLoggerOptions, wantsReadableLogs } from '../../src/lib/console-logger.ts';
import { testConfig } from '../helpers/build-test-app.ts';

/** A stream that says whether it is a terminal, and keeps what was written. */
function output(isTTY: boolean) {
  const stream = new PassThrough() as PassThrough & NodeJS.WriteStream;
  Object.assign(stream, { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('logs a person can read, and logs a collector can parse', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.cleanup());

  it('chooses readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(wantsReadableLogs(undefined, true)).toBe(true);
    expect(wantsReadableLogs(undefined, false)).toBe(false);
    expect(wantsReadableLogs('json', true)).toBe(false);
    expect(wantsReadableLogs('pretty', false)).toBe(true);
  });

  it.each([
    ['pretty' as const, true],
    ['json' as const, false],
  ])('writes requests as %s', async (logFormat, readable) => {
    database = await createTestDatabase('sqlite');
    const out = output(readable);
    const options = await serverLoggerOptions({ logLevel: 'info', logFormat }, out.stream);
    expect(options.requestLines).toBe(readable);
    const app = await buildApp({ config: testConfig(), database, ...options });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer x' } });
    await app.close();
    // Without the colours a terminal gets.
    const lines = stripVTControlCharacters(out.text()).trim().split('\n');
    if (readable) {
      const requests = lines.filter((line) => line.includes('/api/'));
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatch(/INFO.*GET \/api\/health 200 \d+ ms$/);
      expect(requests[1]).toMatch(/GET \/api\/me 401 \d+ ms$/);
      expect(out.text()).not.toContain('Bearer x');
      expect(out.text()).not.toContain('incoming request');
    } else {
      const records = lines.map((line) => JSON.parse(line) as { msg: string; req?: unknown });
      expect(records.filter((r) => r.msg === 'request completed')).toHaveLength(2);
      expect(out.text()).not.toContain('Bearer x');
    }
  });
});
