import { randomBytes, randomUUID } from 'node:crypto';
import {
  ContactFormTokenSchema,
  ContactResponseSchema,
  type ContactRequest,
} from '@resumio/contract';
import type { DialectName } from '@resumio/db';
import type { LightMyRequestResponse } from 'fastify';
import { buildBillingTestApp, type BillingTestApp, type SignedInUser } from '../billing/support.ts';
import { newUser } from '../resumes/support.ts';

export type { SignedInUser };
export { newUser };

export interface ContactTestApp extends BillingTestApp {
  /** The app's "now": fixed, so fill times are exact. */
  now: Date;
  /** A form token the app issued a minute before `now`, sent unless a payload names its own. */
  formToken: string;
  /** A form token from the app's own endpoint, issued at the given time. */
  formTokenAt(at: Date): Promise<string>;
}

/** A message as the tests write it: the form token is the app's own unless given. */
export type ContactPayload = Omit<ContactRequest, 'formToken'> & { formToken?: string };

export const NOW = new Date('2026-12-03T10:00:00.000Z');

/** The API on a fresh database with test sign-in and a fixed clock. */
export async function buildContactTestApp(
  dialect: DialectName,
  env: Record<string, string | undefined> = {},
): Promise<ContactTestApp> {
  let now = NOW;
  const t = await buildBillingTestApp(dialect, env, undefined, { clock: () => now });
  const formTokenAt = async (at: Date) => {
    now = at;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/contact/form-token' });
      if (res.statusCode !== 200) throw new Error(`form token: ${res.statusCode} ${res.body}`);
      return ContactFormTokenSchema.parse(res.json()).formToken;
    } finally {
      now = NOW;
    }
  };
  const formToken = await formTokenAt(new Date(NOW.getTime() - 60_000));
  return { ...t, now: NOW, formToken, formTokenAt };
}

let counter = 0;
/** A plausible message; every field can be overridden. */
export function contactRequest(overrides: Partial<ContactRequest> = {}): ContactPayload {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada.${counter}.${randomBytes(3).toString('hex')}@example.com`,
    topic: 'billing',
    message: 'I was charged twice for Premium this month. Could you refund one of the payments?',
    website: '',
    submissionId: randomUUID(),
    ...overrides,
  };
}

/** A network address of its own, so tests never share a rate-limit budget by accident. */
export function freshAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export interface SendOptions {
  user?: SignedInUser;
  ip?: string;
  headers?: Record<string, string>;
}

export function sendContact(
  t: ContactTestApp,
  payload: unknown,
  { user, ip = freshAddress(), headers = {} }: SendOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    headers: { 'user-agent': 'ContactTest/1.0', ...user?.headers, ...headers },
    payload: { formToken: t.formToken, ...(payload as Record<string, unknown>) },
  });
}

/** Sends a message and expects it accepted. */
export async function sendAccepted(
  t: ContactTestApp,
  payload: ContactPayload,
  options?: SendOptions,
) {
  const res = await sendContact(t, payload, options);
  if (res.statusCode !== 201) throw new Error(`contact failed: ${res.statusCode} ${res.body}`);
  return ContactResponseSchema.parse(res.json());
}

export function storedMessages(t: ContactTestApp) {
  return t.database.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute();
}

export function outboxTo(t: ContactTestApp, address: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', address)
    .execute();
}

export async function countRows(t: ContactTestApp) {
  const [messages, mails] = await Promise.all([
    t.database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { messages: Number(messages.n), mails: Number(mails.n) };
}

/** A premium user: their messages are priority support. */
export function premiumUser(t: ContactTestApp) {
  return newUser(t, { premium: true });
}
