import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The token of the newest confirmation email to `email`, read from the outbox. */
export async function confirmationToken(app: FastifyInstance, email: string): Promise<string> {
  await app.embeddedIdentity!.mailer.idle();
  const mail = await app.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email.toLowerCase())
    .where('subject', '=', 'Confirm your email address for Resumio')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const token = /\/confirm-email#([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
  expect(token, 'a confirmation email with a link').toBeTruthy();
  return token!;
}

/** Confirms the address of a freshly registered account through its emailed link. */
export async function confirmAddress(app: FastifyInstance, email: string): Promise<void> {
  const token = await confirmationToken(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/email-verification/confirm',
    payload: { token },
  });
  expect(res.statusCode, res.body).toBe(200);
}
