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
        await sendContact(t, { name: ' ', email: '', topic: '', message: '', startedAt: 1 }),
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
        await sendContact(t, { ...contactRequest(), startedAt: undefined }),
      );
      expect(Object.keys(noStart)).toEqual(['startedAt']);
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

  it('refuses a form sent faster than a person fills it, saying how long to wait', async () => {
    await nothingStored(async () => {
      const body = expectError(
        await sendContact(t, contactRequest({ startedAt: t.now.getTime() - 1200 })),
        422,
        'CONTACT_TOO_FAST',
      );
      expect(body.message).toBe(
        'That was quicker than we expect from a person. Please check your message and send it again in 2 seconds.',
      );
      expect(body.details).toEqual({ retryAfterSeconds: 2, minimumSeconds: 3 });
    });
    await sendAccepted(t, contactRequest({ startedAt: t.now.getTime() - 3000 }));
    // A browser clock ahead of ours cannot be judged, so it is not held against the sender.
    await sendAccepted(t, contactRequest({ startedAt: t.now.getTime() + 5 * 60_000 }));
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
