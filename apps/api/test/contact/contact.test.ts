import { ApiErrorBodySchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactTestApp,
  contactRequest,
  countRows,
  newUser,
  outboxTo,
  premiumUser,
  sendAccepted,
  sendContact,
  storedMessages,
  type ContactTestApp,
} from './support.ts';

const SUPPORT = 'support@localhost';

describe.each(testDialects())('the contact form on %s', (dialect) => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await buildContactTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const messageOf = async (id: string) =>
    (await storedMessages(t)).find((row) => row.id === id) ?? null;
  const mailsAbout = async (reference: string) => ({
    support: (await outboxTo(t, SUPPORT)).filter((m) => m.subject.includes(`(${reference})`)),
  });

  it("stores a guest's message and mails support and the sender once each", async () => {
    const request = contactRequest({ name: 'Zoë Łukasiewicz', topic: 'bug' });
    const res = await sendContact(t, request, { ip: '203.0.113.7' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json();
    expect(answer).toEqual({
      id: expect.any(String),
      priority: false,
      responseTime: 'within 3 business days',
    });

    const row = await messageOf(answer.id);
    expect(row).toMatchObject({
      submission_id: request.submissionId,
      user_id: null,
      name: 'Zoë Łukasiewicz',
      email: request.email,
      topic: 'bug',
      message: request.message,
      priority: 0,
      user_agent: 'ContactTest/1.0',
    });
    expect(new Date(row!.created_at).toISOString()).toBe(t.now.toISOString());
    expect(row!.delivered_at).not.toBeNull();
    expect(row!.acknowledged_at).not.toBeNull();
    // The address is kept only as a keyed hash: stable for one sender, naming no one.
    expect(row!.ip_hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row!.ip_hash).not.toContain('203.0.113.7');
    const again = await sendAccepted(t, contactRequest(), { ip: '203.0.113.7' });
    expect((await messageOf(again.id))!.ip_hash).toBe(row!.ip_hash);

    const reference = answer.id.slice(0, 8).toUpperCase();
    const { support } = await mailsAbout(reference);
    expect(support).toHaveLength(1);
    expect(support[0]!.subject).toBe(
      `Contact: Something is not working from Zoë Łukasiewicz (${reference})`,
    );
    expect(support[0]!.text_body).toContain(request.message);
    expect(support[0]!.text_body).toContain(`Zoë Łukasiewicz <${request.email}>`);
    expect(support[0]!.text_body).toContain('Standard support, reply within 3 business days');
    expect(support[0]!.text_body).toContain('not signed in');
    // Answering the support mail writes to the person who sent the message.
    expect(support[0]!.reply_to).toBe(request.email);

    const receipts = await outboxTo(t, request.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`We received your message (${reference})`);
    expect(receipts[0]!.text_body).toContain('We reply within 3 business days.');
    expect(receipts[0]!.text_body).toContain('Something is not working');
    // Nothing the sender typed is echoed to the address they named.
    expect(receipts[0]!.text_body).not.toContain(request.message);
    expect(receipts[0]!.html_body).not.toContain('Łukasiewicz');
  });

  it('answers a retry of the same form with the stored message and sends nothing again', async () => {
    const request = contactRequest();
    const first = await sendAccepted(t, request);
    const before = await countRows(t);
    // The retry comes from another address and after the fill-time rule would pass either way.
    const second = await sendAccepted(t, request);
    expect(second).toEqual(first);
    expect(await countRows(t)).toEqual(before);
    expect(await outboxTo(t, request.email)).toHaveLength(1);

    const changed = await sendContact(t, { ...request, message: `${request.message} More.` });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(ApiErrorBodySchema.parse(changed.json())).toMatchObject({ code: 'CONFLICT' });
    expect(await countRows(t)).toEqual(before);
  });

  it('two copies of one form sent at once store and mail it once', async () => {
    const request = contactRequest();
    const before = await countRows(t);
    const answers = await Promise.all([sendContact(t, request), sendContact(t, request)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(await countRows(t)).toEqual({
      messages: before.messages + 1,
      mails: before.mails + 2,
    });
  });

  it("marks a Premium member's message priority: stored, subject and receipt", async () => {
    const user = await premiumUser(t);
    const request = contactRequest({ topic: 'account' });
    const answer = await sendAccepted(t, request, { user });
    expect(answer).toMatchObject({ priority: true, responseTime: 'within 1 business day' });

    expect(await messageOf(answer.id)).toMatchObject({ priority: 1, user_id: user.id });
    const reference = answer.id.slice(0, 8).toUpperCase();
    const { support } = await mailsAbout(reference);
    expect(support).toHaveLength(1);
    expect(support[0]!.subject).toBe(
      `[Priority] Contact: My account or signing in from Ada Lovelace (${reference})`,
    );
    expect(support[0]!.text_body).toContain(
      'Premium: priority support, reply within 1 business day',
    );
    expect(support[0]!.text_body).toContain(`signed in, user ${user.id}`);
    expect(support[0]!.html_body).toContain('Priority support');

    const receipts = await outboxTo(t, request.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Priority support: we received your message (${reference})`);
    expect(receipts[0]!.text_body).toContain(
      'As a Premium member you have priority support: we reply within 1 business day.',
    );
  });

  it('links a free member’s message to the account, with the standard promise', async () => {
    const user = await newUser(t, { premium: false });
    const answer = await sendAccepted(t, contactRequest(), { user });
    expect(answer).toMatchObject({ priority: false, responseTime: 'within 3 business days' });
    expect(await messageOf(answer.id)).toMatchObject({ priority: 0, user_id: user.id });
  });

  it('sends a message with a token that does not verify as a guest’s, without refusing it', async () => {
    const res = await sendContact(t, contactRequest(), {
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect(res.json()).toMatchObject({ priority: false });
    expect(await messageOf(res.json().id)).toMatchObject({ user_id: null, priority: 0 });
  });

  it('escapes what the sender typed in the HTML of the support email', async () => {
    const request = contactRequest({
      name: 'Eve <img src=x>',
      message: 'Hello <script>alert(1)</script>\n\nSecond paragraph & more.',
    });
    const answer = await sendAccepted(t, request);
    const reference = answer.id.slice(0, 8).toUpperCase();
    const [mail] = (await mailsAbout(reference)).support;
    expect(mail!.html_body).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html_body).toContain('Eve &lt;img src=x&gt;');
    expect(mail!.html_body).not.toMatch(/<script|<img/);
    expect(mail!.html_body).toContain('Second paragraph &amp; more.');
  });

  it('keeps the text as typed, trimmed at the ends, and counts characters as people do', async () => {
    const message = `  ${'🙂'.repeat(20)}\n  `;
    const answer = await sendAccepted(t, contactRequest({ message, name: '  Ada  ' }));
    expect(await messageOf(answer.id)).toMatchObject({ message: '🙂'.repeat(20), name: 'Ada' });
  });
});
