import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailNotSentError } from '../../src/adapters/mail/mail-port.ts';
import { createSmtpMailer } from '../../src/adapters/mail/smtp/smtp-mailer.ts';
import { loadConfig } from '../../src/config.ts';
import {
  buildReminderTestApp,
  enableDigest,
  newUser,
  outbox,
  seedJob,
  type ReminderTestApp,
} from './support.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.ts';

const message = {
  to: 'ada@example.com',
  subject: 'Job search reminders: 1 due today',
  text: 'Deadline: Engineer at Ünïcode GmbH',
  html: '<p>Deadline: Engineer at <strong>Ünïcode GmbH</strong></p>',
};

/** A port that refuses connections: a server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the SMTP mail adapter against a local SMTP server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ auth: { user: 'relay', pass: 's3cret' } });
  });
  afterAll(async () => smtp?.close());

  it('delivers the message in text and HTML, from MAIL_FROM, signing in with the URL', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Resumio <reminders@resumio.test>' });
    try {
      expect(mailer).toMatchObject({ kind: 'smtp', joinsTransactions: false });
      await mailer.send(message);
    } finally {
      await mailer.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.auth?.username).toBe('relay');
    expect(mail!.from).toBe('reminders@resumio.test');
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.parsed.from?.value).toEqual([
      { name: 'Resumio', address: 'reminders@resumio.test' },
    ]);
    expect(mail!.parsed.subject).toBe(message.subject);
    expect(mail!.parsed.text?.trim()).toBe(message.text);
    expect(mail!.parsed.html).toContain('<strong>Ünïcode GmbH</strong>');
  });

  it('sends one-click List-Unsubscribe headers when the message has an unsubscribe address', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'reminders@resumio.test' });
    const address = 'https://resumio.test/api/reminders/unsubscribe/abc';
    try {
      await mailer.send({ ...message, listUnsubscribe: address });
      await mailer.send(message);
    } finally {
      await mailer.close();
    }
    const [withHeader, without] = smtp.received.slice(-2);
    const lines = (mail: (typeof smtp.received)[number]) =>
      mail.parsed.headerLines.map((header) => header.line);
    expect(lines(withHeader!)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines(withHeader!)).toContain(`List-Unsubscribe: <${address}>`);
    expect(lines(without!).some((line) => line.startsWith('List-Unsubscribe'))).toBe(false);
  });

  it('marks automatic mail with Auto-Submitted, and leaves a person-to-person message unmarked', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'reminders@resumio.test' });
    try {
      await mailer.send({ ...message, autoSubmitted: 'auto-replied' });
      await mailer.send({ ...message, autoSubmitted: 'auto-generated' });
      await mailer.send(message);
    } finally {
      await mailer.close();
    }
    const [replied, generated, plain] = smtp.received.slice(-3);
    const lines = (mail: (typeof smtp.received)[number]) =>
      mail.parsed.headerLines.map((header) => header.line);
    expect(lines(replied!)).toContain('Auto-Submitted: auto-replied');
    expect(lines(generated!)).toContain('Auto-Submitted: auto-generated');
    expect(lines(plain!).some((line) => line.startsWith('Auto-Submitted'))).toBe(false);
  });

  it('says the message did not leave, for good, when the server refuses the recipient', async () => {
    smtp.refuse.set('gone@example.com', 550);
    const mailer = createSmtpMailer({ url: smtp.url, from: 'reminders@resumio.test' });
    try {
      const error = await mailer.send({ ...message, to: 'gone@example.com' }).catch((e) => e);
      expect(error).toBeInstanceOf(MailNotSentError);
      expect(error).toMatchObject({ permanent: true });
    } finally {
      await mailer.close();
    }
  });

  it('says the message did not leave, for now, when the password is wrong or no server answers', async () => {
    const wrong = smtp.url.replace('s3cret', 'wrong');
    const down = `smtp://127.0.0.1:${await closedPort()}`;
    for (const url of [wrong, down]) {
      const mailer = createSmtpMailer({ url, from: 'reminders@resumio.test' });
      try {
        const error = await mailer.send(message).catch((e) => e);
        expect(error, url).toBeInstanceOf(MailNotSentError);
        expect(error).toMatchObject({ permanent: false });
      } finally {
        await mailer.close();
      }
    }
  });
});

describe('configuration of mail', () => {
  it('uses SMTP only when SMTP_URL is set, with a From on the public host by default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cv.example.org' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Resumio <no-reply@cv.example.org>',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@mail.example.org:465',
        MAIL_FROM: 'Jobs <jobs@example.org>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://u:p@mail.example.org:465', from: 'Jobs <jobs@example.org>' });
  });

  it('refuses an SMTP_URL or MAIL_FROM it could not use, naming both', () => {
    expect(() =>
      loadConfig({ SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'not an address' }),
    ).toThrow(/SMTP_URL: .*\n.*MAIL_FROM: /s);
  });
});

describe.each(testDialects())('the digest through SMTP on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: ReminderTestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildReminderTestApp(dialect, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Resumio <reminders@resumio.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  // Each test's own users are the only ones with the digest on.
  beforeEach(async () => {
    await t.database.db.updateTable('reminder_settings').set({ email_digest: 0 }).execute();
  });

  it('claims the day, then hands the mail to the server (nothing in the outbox)', async () => {
    expect(t.app.mail.kind).toBe('smtp');
    const user = await newUser(t, { premium: true });
    await seedJob(t, user.id, { company: 'Acme', deadline_on: '2026-12-03' });
    await enableDigest(t, user);
    const summary = await t.app.reminderDigest.tick(new Date('2026-12-03T09:00:00.000Z'));
    expect(summary?.outcomes).toEqual({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.parsed.subject).toBe('Job search reminders: 1 due today');
    expect(smtp.received[0]!.parsed.text).toContain('Deadline: Engineer at Acme');
    expect(await outbox(t)).toEqual([]);
    await t.app.reminderDigest.tick(new Date('2026-12-03T10:00:00.000Z'));
    expect(smtp.received).toHaveLength(1);
  });

  async function dueUser(company: string) {
    const user = await newUser(t, { premium: true });
    await seedJob(t, user.id, { company, follow_up_on: '2026-12-04' });
    await enableDigest(t, user);
    const { email } = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return { id: user.id, address: email! };
  }
  const claimedDays = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('digest_sends')
        .select('day')
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => row.day);

  it('gives the claim back when the server says "try later", and sends on a later round', async () => {
    const user = await dueUser('Busy');
    smtp.refuse.set(user.address, 451);
    const before = smtp.received.length;
    const first = await t.app.reminderDigest.tick(new Date('2026-12-04T09:00:00.000Z'));
    expect(first?.outcomes).toEqual({ 'will-retry': 1 });
    expect(await claimedDays(user.id)).toEqual([]);

    smtp.refuse.delete(user.address);
    const second = await t.app.reminderDigest.tick(new Date('2026-12-04T09:05:00.000Z'));
    expect(second?.outcomes).toEqual({ sent: 1 });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([user.address]);
    expect(await claimedDays(user.id)).toEqual(['2026-12-04']);
  });

  it('keeps the day settled when the server refuses for good (no retry every round)', async () => {
    const user = await dueUser('Gone');
    smtp.refuse.set(user.address, 550);
    const before = smtp.received.length;
    const first = await t.app.reminderDigest.tick(new Date('2026-12-04T09:00:00.000Z'));
    expect(first?.outcomes).toEqual({ failed: 1 });
    expect(await claimedDays(user.id)).toEqual(['2026-12-04']);
    expect(await t.app.reminderDigest.tick(new Date('2026-12-04T09:05:00.000Z'))).toEqual({
      due: 0,
      outcomes: {},
    });
    expect(smtp.received.length).toBe(before);
  });
});
