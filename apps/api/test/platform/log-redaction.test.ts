import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@resumio/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { serverLoggerOptions } from '../../src/lib/console-logger.ts';
import { REDACTED, redactUrl } from '../../src/lib/redact-url.ts';
import { testConfig } from '../helpers/build-test-app.ts';

function output(isTTY: boolean) {
  const stream = new PassThrough() as PassThrough & NodeJS.WriteStream;
  Object.assign(stream, { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('addresses in logs without their secrets', () => {
  it('replaces path tokens and keeps what tells requests apart', () => {
    expect(redactUrl('/api/calendar/abcDEF123.ics')).toBe(`/api/calendar/${REDACTED}.ics`);
    expect(redactUrl('/api/reminders/unsubscribe/tok-1')).toBe(
      `/api/reminders/unsubscribe/${REDACTED}`,
    );
    expect(redactUrl('/checkout/cs_local_9f8e?x=1')).toBe(`/checkout/${REDACTED}?x=1`);
    expect(redactUrl('/r/my-slug/pdf')).toBe(`/r/${REDACTED}/pdf`);
    expect(redactUrl('/checkout/assets/checkout.css')).toBe('/checkout/assets/checkout.css');
    expect(redactUrl('/checkout/invoices/invst_local_secret')).toBe(
      `/checkout/invoices/${REDACTED}`,
    );
    expect(redactUrl('/api/resumes/123')).toBe('/api/resumes/123');
  });

  it('replaces secret query values by name, whatever their case or order', () => {
    expect(redactUrl('/oidc/cb?state=s1&code=AUTHCODE&iss=x')).toBe(
      `/oidc/cb?state=s1&code=${REDACTED}&iss=x`,
    );
    expect(redactUrl('/x?Token=abc&page=2')).toBe(`/x?Token=${REDACTED}&page=2`);
    expect(redactUrl('/x?access_token=a&refresh_token=b')).toBe(
      `/x?access_token=${REDACTED}&refresh_token=${REDACTED}`,
    );
    expect(redactUrl('/x?%ZZ=1&flag')).toBe('/x?%ZZ=1&flag');
  });

  describe('in the server’s request records', () => {
    let database: TestDatabase | undefined;
    afterEach(async () => database?.cleanup());

    it.each([
      ['pretty' as const, true],
      ['json' as const, false],
    ])('never writes a calendar or unsubscribe token (%s)', async (logFormat, readable) => {
      database = await createTestDatabase('sqlite');
      const out = output(readable);
      const options = await serverLoggerOptions({ logLevel: 'info', logFormat }, out.stream);
      const app = await buildApp({ config: testConfig(), database, ...options });
      const secret = 'SECRET0123456789abcdef';
      await app.inject({ method: 'GET', url: `/api/calendar/${secret}.ics` });
      await app.inject({ method: 'GET', url: `/api/reminders/unsubscribe/${secret}` });
      await app.inject({ method: 'GET', url: `/checkout/${secret}` });
      await app.close();
      const text = stripVTControlCharacters(out.text());
      expect(text).toContain('/api/calendar/');
      expect(text).toContain(REDACTED);
      expect(text).not.toContain(secret);
    });
  });
});
