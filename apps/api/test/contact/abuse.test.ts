import { ApiErrorBodySchema, type FieldIssue } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../src/modules/contact/contact-limits.ts';
import {
  buildContactTestApp,
  contactRequest,
  countRows,
  freshAddress,
  sendAccepted,
  sendContact,
  type ContactTestApp,
} from './support.ts';

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ApiErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}

function fieldMessages(res: LightMyRequestResponse): Record<string, string> {
  const body = expectError(res, 400, 'VALIDATION_ERROR');
  return Object.fromEntries((body.details as FieldIssue[]).map((i) => [i.path, i.message]));
}

describe.each(testDialects())('the contact form refuses abuse on %s', (dialect) => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await buildContactTestApp(dialect);
  });
  afterAll(async () => t?.close());

  /** Runs `act` and checks that it stored and mailed nothing. */
  async function nothingStored(act: () => Promise<void>) {
    const before = await countRows(t);
    await act();
    expect(await countRows(t)).toEqual(before);
  }

  it('names every field a person must fix, in the form’s words', async () => {
    await nothingStored(async () => {
      const empty = fieldMessages(
        await sendContact(t, { name: ' ', email: '', topic: '', message: '' }),
      );
      expect(empty).toEqual({
        name: 'Enter your name.',
        email: 'Enter your email address so we can reply.',
        topic: 'Choose a topic.',
        message: 'Write at least 20 characters so we can help (0 so far).',
      });

      const wrong = fieldMessages(
        await sendContact(
          t,
          contactRequest({
            name: 'x'.repeat(121),
            email: 'ada@',
            message: 'Too short to help.',
          }),
        ),
      );
      expect(wrong).toEqual({
        name: 'Keep your name to 120 characters or fewer.',
        email: 'Enter a valid email address, like name@example.com.',
        message: 'Write at least 20 characters so we can help (18 so far).',
      });

      const long = fieldMessages(
        await sendContact(t, contactRequest({ message: 'a'.repeat(5001) })),
      );
      expect(long).toEqual({
        message: 'Keep your message to 5,000 characters or fewer (5,001 now).',
      });

      const noStart = fieldMessages(
        await sendContact(t, { ...contactRequest(), formToken: undefined }),
      );
      expect(Object.keys(noStart)).toEqual(['formToken']);
    });
    // The limits are exact: 20 and 5,000 characters pass.
    await sendAccepted(t, contactRequest({ message: 'a'.repeat(20) }));
    await sendAccepted(t, contactRequest({ message: 'é'.repeat(5000) }));
  });

  it('refuses a filled honeypot without storing it or saying why', async () => {
    await nothingStored(async () => {
      const body = expectError(
        await sendContact(t, contactRequest({ website: 'https://spam.example' })),
        400,
        'CONTACT_REFUSED',
      );
      expect(body.message).toBe(
        'We could not accept this message. Please try again, or write to us at support@localhost.',
      );
      expect(body.details).toBeUndefined();
    });
    // Whitespace is what a browser may leave in an untouched field: not a bot's answer.
    await sendAccepted(t, contactRequest({ website: ' ' }));
  });

  it('refuses a form sent faster than a person fills it, by the server’s clock', async () => {
    const shownJustNow = await t.formTokenAt(new Date(t.now.getTime() - 1200));
    await nothingStored(async () => {
      const body = expectError(
        await sendContact(t, contactRequest({ formToken: shownJustNow })),
        422,
        'CONTACT_TOO_FAST',
      );
      expect(body.message).toBe(
        'That was quicker than we expect from a person. Please check your message and send it again in 2 seconds.',
      );
      expect(body.details).toEqual({ retryAfterSeconds: 2, minimumSeconds: 3 });
    });
    await sendAccepted(
      t,
      contactRequest({ formToken: await t.formTokenAt(new Date(t.now.getTime() - 3000)) }),
    );
  });

  it('judges nothing the browser claims: forged, altered and old form tokens', async () => {
    const real = await t.formTokenAt(new Date(t.now.getTime() - 60_000));
    const [stamp, signature] = real.split('.') as [string, string];
    // The same signature on an earlier time, a made-up token, and a client's own start time.
    const backdated = `${(Number.parseInt(stamp, 36) - 3_600_000).toString(36)}.${signature}`;
    await nothingStored(async () => {
      for (const formToken of [backdated, `${stamp}.${'A'.repeat(43)}`, '1', String(Date.now())]) {
        expectError(await sendContact(t, contactRequest({ formToken })), 400, 'CONTACT_REFUSED');
      }
      const weekOld = await t.formTokenAt(new Date(t.now.getTime() - 8 * 24 * 3_600_000));
      const body = expectError(
        await sendContact(t, contactRequest({ formToken: weekOld })),
        422,
        'CONTACT_FORM_EXPIRED',
      );
      expect(body.message).toBe(
        'This form has been open for more than a week. Your message is still here: please send it again.',
      );
      // A token from a clock ahead of ours is judged as a form shown just now.
      const ahead = await t.formTokenAt(new Date(t.now.getTime() + 5 * 60_000));
      expectError(
        await sendContact(t, contactRequest({ formToken: ahead })),
        422,
        'CONTACT_TOO_FAST',
      );
    });
    const token = await t.app.inject({ method: 'GET', url: '/api/contact/form-token' });
    expect(token.headers['cache-control']).toBe('no-store');
    expect(token.json()).toEqual({ formToken: expect.any(String), minimumSeconds: 3 });
  });

  it(`accepts ${CONTACT_LIMITS.perAddress} messages an hour from one address, then answers 429`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < CONTACT_LIMITS.perAddress; i++) {
      await sendAccepted(t, contactRequest(), { ip });
    }
    await nothingStored(async () => {
      const res = await sendContact(t, contactRequest(), { ip });
      const body = expectError(res, 429, 'RATE_LIMITED');
      expect(body.message).toMatch(
        /^You have sent several messages in a short time\. Please try again in \d+ minutes\.$/,
      );
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(body.details).toEqual({ retryAfterSeconds: retryAfter });
    });
    // Other senders are unaffected.
    await sendAccepted(t, contactRequest());
  });

  it(`accepts ${CONTACT_LIMITS.perEmail} messages an hour naming one email, from any address`, async () => {
    const email = `limit.${freshAddress()}@example.com`;
    const [local, domain] = email.split('@');
    for (let i = 0; i < CONTACT_LIMITS.perEmail; i++) {
      // The same mailbox however it is capitalised or tagged (ada+anything@ reaches ada@).
      const typed = i % 2 ? email.toUpperCase() : `${local}+try${i}@${domain}`;
      await sendAccepted(t, contactRequest({ email: typed }));
    }
    await nothingStored(async () => {
      const res = await sendContact(t, contactRequest({ email: `${local}+another@${domain}` }));
      expectError(res, 429, 'RATE_LIMITED');
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  it('counts only messages that would be stored: mistakes and retries use no budget', async () => {
    const ip = freshAddress();
    const first = contactRequest();
    await sendAccepted(t, first, { ip });
    for (let i = 0; i < CONTACT_LIMITS.perAddress + 2; i++) {
      expect((await sendContact(t, contactRequest({ message: 'short' }), { ip })).statusCode).toBe(
        400,
      );
      expect((await sendContact(t, contactRequest({ website: 'x' }), { ip })).statusCode).toBe(400);
      expect((await sendAccepted(t, first, { ip })).id).toBeTruthy();
    }
    await sendAccepted(t, contactRequest(), { ip });
  });

  it('refuses a body larger than any message with 413 in the usual shape', async () => {
    await nothingStored(async () => {
      const res = await sendContact(t, contactRequest({ message: 'a'.repeat(70_000) }));
      const body = expectError(res, 413, 'PAYLOAD_TOO_LARGE');
      expect(body).toMatchObject({
        message: 'The request body is too large.',
        error: 'Payload Too Large',
      });
    });
  });

  it('refuses a body that is not JSON with 400 in the usual shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(res, 400, 'BAD_REQUEST');
  });
});
