import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory, type TestAccount } from './support/account-factory.ts';
import { EmbeddedClient } from './support/embedded-client.ts';

const SUBJECT = 'Someone tried to create a Resumio account with your address';

describe.each(testDialects())(
  'registration with an address that has an account (%s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
    });
    afterAll(async () => t.close());

    async function registerAgain(account: TestAccount) {
      const client = new EmbeddedClient(t.app, t.config);
      const { interactionPath } = await client.startSignIn({ screen: 'register' });
      return client.request({ url: `${interactionPath}/register`, form: { ...account } });
    }

    async function mailsTo(email: string) {
      await t.app.embeddedIdentity!.mailer.idle();
      return t.database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', email)
        .execute();
    }

    it('tells the owner by email, at most once an hour, and nobody else', async () => {
      const owner = accountFactory();
      await new EmbeddedClient(t.app, t.config).register(owner);
      // A new account gets its address confirmation, and nothing else.
      expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toEqual([
        'Confirm your email address for Resumio',
      ]);

      const intruder = accountFactory({ email: owner.email.toUpperCase() });
      for (let i = 0; i < 3; i++) {
        const response = await registerAgain(intruder);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<h1>Sign in to continue</h1>');
      }
      const mails = (await mailsTo(owner.email)).filter((mail) => mail.subject === SUBJECT);
      expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT]);
      expect(mails[0]!.text_body).toContain(`${t.config.publicUrl}/login`);
      expect(mails[0]!.text_body).toContain(`${t.config.publicUrl}/oidc/password-reset`);
      // Nothing the intruder typed reaches the owner.
      expect(mails[0]!.text_body).not.toContain(intruder.name);
    });

    it('sends nothing when a new address registers', async () => {
      const person = accountFactory();
      await new EmbeddedClient(t.app, t.config).register(person);
      expect((await mailsTo(person.email)).map((mail) => mail.subject)).not.toContain(SUBJECT);
    });
  },
);
