import { ApiErrorBodySchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../reminders/smtp-server.ts';
import {
  buildContactTestApp,
  contactRequest,
  premiumUser,
  sendAccepted,
  sendContact,
  storedMessages,
  type ContactTestApp,
} from './support.ts';

const SUPPORT = 'help@resumio.test';

describe.each(testDialects())('contact mail through an SMTP server on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: ContactTestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildContactTestApp(dialect, {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: SUPPORT,
      MAIL_FROM: 'Resumio <hello@resumio.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.refuse.clear();
  });

  const received = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));
  const row = async (id: string) => (await storedMessages(t)).find((r) => r.id === id)!;

  it('delivers to SUPPORT_EMAIL and to the sender once each, retries included', async () => {
    const user = await premiumUser(t);
    const request = contactRequest();
    const answer = await sendAccepted(t, request, { user });
    await sendAccepted(t, request, { user });

    const support = received(SUPPORT).filter((m) => m.parsed.subject?.includes('[Priority]'));
    expect(support).toHaveLength(1);
    expect(support[0]!.from).toBe('hello@resumio.test');
    expect(support[0]!.parsed.text).toContain(request.message);
    expect(support[0]!.parsed.replyTo?.text).toBe(request.email);
    const receipts = received(request.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.parsed.subject).toMatch(/^Priority support: we received your message/);
    const headerLines = (mail: (typeof smtp.received)[number]) =>
      mail.parsed.headerLines.map((header) => header.line);
    expect(headerLines(receipts[0]!)).toContain('Auto-Submitted: auto-replied');
    expect(headerLines(support[0]!).some((line) => line.startsWith('Auto-Submitted'))).toBe(false);
    const stored = await row(answer.id);
    expect(stored.delivered_at).not.toBeNull();
    expect(stored.acknowledged_at).not.toBeNull();
  });

  it('keeps a message the server would not take yet, and delivers it when the form retries', async () => {
    smtp.refuse.set(SUPPORT, 451);
    const request = contactRequest();
    const res = await sendContact(t, request);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(ApiErrorBodySchema.parse(res.json())).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/^Your message is saved/),
    });
    const [saved] = (await storedMessages(t)).filter((r) => r.email === request.email);
    expect(saved).toMatchObject({ delivered_at: null, acknowledged_at: null });
    // No receipt before the team has the message.
    expect(received(request.email)).toHaveLength(0);

    smtp.refuse.clear();
    const answer = await sendAccepted(t, request);
    expect(answer.id).toBe(saved!.id);
    await sendAccepted(t, request);
    const subject = (m: (typeof smtp.received)[number]) => m.parsed.subject ?? '';
    const reference = saved!.id.slice(0, 8).toUpperCase();
    expect(received(SUPPORT).filter((m) => subject(m).includes(reference))).toHaveLength(1);
    expect(received(request.email)).toHaveLength(1);
    expect((await storedMessages(t)).filter((r) => r.email === request.email)).toHaveLength(1);
  });

  it('still confirms a message whose receipt the sender’s server refuses for good', async () => {
    const request = contactRequest();
    smtp.refuse.set(request.email, 550);
    const answer = await sendAccepted(t, request);
    // Refused for good: settled, so a retry does not knock again.
    smtp.refuse.clear();
    await sendAccepted(t, request);
    expect(received(request.email)).toHaveLength(0);
    expect((await row(answer.id)).acknowledged_at).not.toBeNull();
  });
});
