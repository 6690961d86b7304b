import { DeleteAccountResponseSchema, SubscriptionStatusResponseSchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { letterRequest } from '../cover-letters/support.ts';
import { accountFactory, type TestAccount } from '../identity/support/account-factory.ts';
import { confirmAddress } from '../identity/support/confirm-address.ts';
import { EmbeddedClient, type TokenResponse } from '../identity/support/embedded-client.ts';
import { enableTwoFactor } from '../identity/support/two-factor.ts';
import { jobRequest } from '../jobs/support.ts';
import { resumeDocument } from '../resumes/support.ts';

const PREMIUM_PRICE = 'price_resumio_premium_monthly';

interface Person {
  account: TestAccount;
  tokens: TokenResponse;
  headers: { authorization: string };
  userId: string;
}

/** Every table of the database, read from the catalogue (so a table added later is checked too). */
async function allTables(t: TestApp): Promise<string[]> {
  const db = t.database.db;
  const query =
    t.database.dialect === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

/** Each table's rows that mention any of the needles, as JSON text. */
async function rowsMentioning(t: TestApp, needles: string[]) {
  const found: Record<string, string[]> = {};
  for (const table of await allTables(t)) {
    const rows = (await sql`select * from ${sql.table(table)}`.execute(t.database.db)).rows;
    const hits = rows
      .map((row) => JSON.stringify(row))
      .filter((text) =>
        needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase())),
      );
    if (hits.length) found[table] = hits;
  }
  return found;
}

describe.each(testDialects())('taking one’s data away and deleting the account (%s)', (dialect) => {
  let t: TestApp;
  let owner: Person;
  let other: Person;
  let ownerTwoFactor: Awaited<ReturnType<typeof enableTwoFactor>>;

  const call = (
    person: Person | undefined,
    options: { method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown },
  ) =>
    t.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: person?.headers ?? {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  async function person(): Promise<Person> {
    const account = accountFactory();
    const tokens = await new EmbeddedClient(t.app, t.config).register(account);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const me = await t.app.inject({ url: '/api/me', headers });
    expect(me.statusCode, me.body).toBe(200);
    return { account, tokens, headers, userId: (me.json() as { id: string }).id };
  }

  /** Premium through the local provider's hosted checkout, paid with Stripe's test card. */
  async function subscribe(p: Person) {
    // Checkout waits for a confirmed address (decision 046).
    await confirmAddress(t.app, p.account.email);
    const open = await call(p, {
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: { priceId: PREMIUM_PRICE },
    });
    expect(open.statusCode, open.body).toBe(200);
    const path = new URL((open.json() as { url: string }).url).pathname;
    const paid = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: p.account.email,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const status = SubscriptionStatusResponseSchema.parse(
      (await call(p, { url: '/api/stripe/subscription-status' })).json(),
    );
    expect(status.planType).toBe('premium');
  }

  async function create(p: Person, url: string, payload: unknown) {
    const res = await call(p, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' });
    owner = await person();
    other = await person();
    await subscribe(owner);
    // Two-factor sign-in on (decision 053), and a sign-in left waiting at the code page.
    ownerTwoFactor = await enableTwoFactor(
      t.app,
      owner.tokens.access_token,
      owner.account.password,
    );
    await new EmbeddedClient(t.app, t.config).signInUpToCode(owner.account);
    const resume = await create(owner, '/api/resumes', {
      source: 'document',
      document: resumeDocument({ title: 'Owner resume', name: 'Owner Person' }),
    });
    const shared = await t.app.inject({
      method: 'PUT',
      url: `/api/resumes/${resume.id}/share`,
      headers: owner.headers,
      payload: { slug: 'owner-public-cv', password: 'link-password-1', allowPdf: true },
    });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    await create(owner, '/api/cover-letters', letterRequest({ title: 'Owner letter' }));
    const job = await create(owner, '/api/jobs', jobRequest({ company: 'Owner Corp' }));
    await create(owner, `/api/jobs/${job.id}/notes`, { text: 'Called the recruiter.' });
    const feed = await call(owner, { method: 'POST', url: '/api/jobs/calendar-feed' });
    expect(feed.statusCode, feed.body).toBeLessThan(300);
    await create(other, '/api/resumes', {
      source: 'document',
      document: resumeDocument({ title: 'Other resume', name: 'Someone Else' }),
    });
    expect(resume.id).toBeTruthy();
  });
  afterAll(async () => t?.close());

  it('exports everything the user owns as a JSON file, without secrets or anyone else’s data', async () => {
    const res = await call(owner, { url: '/api/me/export' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?resumio-data-\d{4}-\d{2}-\d{2}\.json/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as Record<string, unknown> & {
      account: { email: string; signIn: { provider: string; name: string } };
      subscription: { plan: string; status: string };
      resumes: { title: string; version: number; document: { basics: { name: string } } }[];
      coverLetters: { title: string; content: unknown }[];
      jobApplications: { company: string; timeline: { kind: string; text: string }[] }[];
      settings: { calendarFeed: { createdAt: string } | null };
    };
    expect(data.account).toMatchObject({ email: owner.account.email });
    expect(data.account.signIn).toMatchObject({ provider: 'embedded', name: owner.account.name });
    expect(data.subscription).toMatchObject({ plan: 'premium', status: 'active' });
    expect(data.resumes.map((r) => r.title)).toEqual(['Owner resume']);
    expect(data.resumes[0]!.document.basics.name).toBe('Owner Person');
    expect(data.resumes[0]!.version).toBe(1);
    expect(data.coverLetters.map((l) => l.title)).toEqual(['Owner letter']);
    expect(data.jobApplications.map((j) => j.company)).toEqual(['Owner Corp']);
    expect(data.jobApplications[0]!.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'note', text: 'Called the recruiter.' }),
      ]),
    );
    expect(data.settings.calendarFeed?.createdAt).toBeTruthy();
    // What happened to the account, and its public links without the keys to them.
    const activity = data as unknown as {
      securityEvents: { kind: string; at: string }[];
      resumeShares: { passwordProtected: boolean; allowPdfDownload: boolean }[];
    };
    expect(activity.securityEvents.map((e) => e.kind)).toEqual(expect.arrayContaining(['sign-in']));
    expect(activity.resumeShares).toEqual([
      expect.objectContaining({ passwordProtected: true, allowPdfDownload: true }),
    ]);
    expect(res.body).not.toContain('owner-public-cv');
    expect(res.body).not.toContain('link-password-1');

    const text = res.body;
    expect(text).not.toContain('Other resume');
    expect(text).not.toContain(other.account.email);
    // No secret: password hash, feed or unsubscribe token, payment ids.
    const secrets = await t.database.db
      .selectFrom('calendar_feeds')
      .select('token')
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(secrets.token);
    const subscription = await t.database.db
      .selectFrom('subscriptions')
      .select(['customer_id', 'subscription_id'])
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(subscription.customer_id!);
    expect(text).not.toContain(subscription.subscription_id!);
    expect(text).not.toMatch(/scrypt|password_hash|passwordHash/);
    // Nor the two-factor secret, sealed or not, nor any recovery code or its hash.
    expect(text).not.toContain(ownerTwoFactor.secret);
    const sealed = await t.database.db
      .selectFrom('two_factor_credentials')
      .select('secret_ciphertext')
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(sealed.secret_ciphertext);
    const hashes = await t.database.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash: hash } of hashes) expect(text).not.toContain(hash);
    for (const code of ownerTwoFactor.recoveryCodes) expect(text).not.toContain(code);
  });

  it('asks for a token, and refuses a deletion whose typed address is not the account’s', async () => {
    expect((await call(undefined, { url: '/api/me/export' })).statusCode).toBe(401);
    expect(
      (await call(undefined, { method: 'DELETE', url: '/api/me', payload: { email: 'x@y.z' } }))
        .statusCode,
    ).toBe(401);
    const wrong = await call(owner, {
      method: 'DELETE',
      url: '/api/me',
      payload: { email: other.account.email },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Bad Request',
      details: [{ path: 'email' }],
    });
    const empty = await call(owner, { method: 'DELETE', url: '/api/me', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    // Nothing was touched.
    expect((await call(owner, { url: '/api/resumes' })).statusCode).toBe(200);
  });

  it('cancels the subscription, ends every session, deletes every row and mails a confirmation', async () => {
    const subscriptionId = (
      await t.database.db
        .selectFrom('subscriptions')
        .select('subscription_id')
        .where('user_id', '=', owner.userId)
        .executeTakeFirstOrThrow()
    ).subscription_id!;
    const accountId = (
      await t.database.db
        .selectFrom('identity_accounts')
        .select('id')
        .where('email', '=', owner.account.email)
        .executeTakeFirstOrThrow()
    ).id;

    const res = await call(owner, {
      method: 'DELETE',
      url: '/api/me',
      // Typed in another case, with spaces: the same address.
      payload: { email: ` ${owner.account.email.toUpperCase()} ` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(DeleteAccountResponseSchema.parse(res.json())).toEqual({
      deleted: true,
      subscriptionCancelled: true,
    });

    // The provider was told first: no further payment.
    const atProvider = await t.database.db
      .selectFrom('local_billing_subscriptions')
      .select(['cancel_at_period_end'])
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(atProvider.cancel_at_period_end).toBe(1);

    // The access token and the refresh token are both dead.
    expect((await call(owner, { url: '/api/me' })).statusCode).toBe(401);
    const refreshed = await new EmbeddedClient(t.app, t.config).refresh(owner.tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);

    // One confirmation mail, and it is the only row left that names the address.
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', owner.account.email)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual(['Your Resumio account was deleted']);
    expect(mails[0]!.text_body).toContain('Premium subscription was cancelled');

    expect(await allTables(t)).toEqual(
      expect.arrayContaining(['users', 'identity_accounts', 'resumes', 'oidc_payloads']),
    );
    const left = await rowsMentioning(t, [owner.userId, accountId, owner.account.email]);
    // Kept on purpose (decision 044): the payment provider's own records, without the address,
    // and the confirmation just sent.
    const kept = new Set([
      'local_billing_customers',
      'local_billing_subscriptions',
      'local_billing_checkout_sessions',
      'mail_outbox',
    ]);
    expect(Object.keys(left).filter((table) => !kept.has(table))).toEqual([]);
    for (const table of ['local_billing_customers', 'local_billing_checkout_sessions']) {
      expect((left[table] ?? []).join('\n')).not.toContain(owner.account.email);
    }
    expect(left.mail_outbox).toHaveLength(1);

    // The other user's data is untouched and the address can sign up again.
    const others = await call(other, { url: '/api/resumes' });
    expect(others.statusCode).toBe(200);
    expect(others.body).toContain('Other resume');
    await new EmbeddedClient(t.app, t.config).register(owner.account);
  });
});
