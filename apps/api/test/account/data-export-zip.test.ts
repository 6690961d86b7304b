import { DataExportSchema, type DataExport } from '@resumio/contract/data-exports';
import { testDialects } from '@resumio/db/testing';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { letterRequest } from '../cover-letters/support.ts';
import { accountFactory, type TestAccount } from '../identity/support/account-factory.ts';
import { confirmAddress } from '../identity/support/confirm-address.ts';
import { EmbeddedClient } from '../identity/support/embedded-client.ts';
import { jobRequest } from '../jobs/support.ts';
import { resumeDocument } from '../resumes/support.ts';

const PREMIUM_PRICE = 'price_resumio_premium_monthly';

interface Person {
  account: TestAccount;
  headers: { authorization: string };
  userId: string;
}

describe.each(testDialects())('“Export everything” as a ZIP (%s)', (dialect) => {
  let t: TestApp;
  let owner: Person;
  let other: Person;
  let ready: DataExport;
  let files: Record<string, Uint8Array>;

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
    return { account, headers, userId: (me.json() as { id: string }).id };
  }

  async function subscribe(p: Person) {
    await confirmAddress(t.app, p.account.email);
    const open = await call(p, {
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: { priceId: PREMIUM_PRICE },
    });
    expect(open.statusCode, open.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL((open.json() as { url: string }).url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: p.account.email,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
  }

  async function create(p: Person, url: string, payload: unknown) {
    const res = await call(p, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  }

  async function start(p: Person) {
    const res = await call(p, { method: 'POST', url: '/api/me/exports' });
    expect(res.statusCode, res.body).toBe(202);
    return DataExportSchema.parse(res.json());
  }

  async function waitUntilDone(p: Person, id: string): Promise<DataExport> {
    const seen: number[] = [];
    // PDFs render in the pool's low-priority lane: on a busy machine that lane waits its turn.
    const deadline = Date.now() + 9 * 60_000;
    while (Date.now() < deadline) {
      const res = await call(p, { url: `/api/me/exports/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      const current = DataExportSchema.parse(res.json());
      seen.push(current.progress.done);
      if (current.status !== 'preparing') {
        // Progress only ever moves forward.
        expect([...seen].sort((a, b) => a - b)).toEqual(seen);
        return current;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the export never finished: ${JSON.stringify(seen.slice(-3))}`);
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' });
    owner = await person();
    other = await person();
    await subscribe(owner);
    // Two resumes with one title (numbered in the ZIP) and one whose title tries to leave the folder.
    const first = await create(owner, '/api/resumes', {
      source: 'document',
      document: resumeDocument({ title: 'Same title', name: 'Owner Person' }),
    });
    await create(owner, '/api/resumes', {
      source: 'document',
      document: resumeDocument({ title: 'Same title', name: 'Owner Person', templateId: 'modern' }),
    });
    await create(owner, '/api/resumes', {
      source: 'document',
      document: resumeDocument({ title: '../../etc/passwd', name: 'Owner Person' }),
    });
    await create(
      owner,
      '/api/cover-letters',
      letterRequest({ title: 'Letter to Acme', resumeId: first.id }),
    );
    const job = await create(
      owner,
      '/api/jobs',
      jobRequest({ company: 'Acme, "Quoted" Inc', role: '=HYPERLINK("http://evil")' }),
    );
    await create(owner, `/api/jobs/${job.id}/notes`, { text: 'Called the recruiter.\nTwice.' });
    await create(owner, '/api/jobs', jobRequest({ company: '+1 Corp', role: '@mention' }));
    await create(owner, '/api/jobs', jobRequest({ company: '-minus Ltd', role: 'Plain role' }));
    await create(other, '/api/resumes', {
      source: 'document',
      document: resumeDocument({ title: 'Other resume', name: 'Someone Else' }),
    });

    const started = await start(owner);
    expect(started.status).toBe('preparing');
    // A second start while it runs answers the same export.
    const again = await start(owner);
    expect(again.id).toBe(started.id);
    ready = await waitUntilDone(owner, started.id);
    const res = await call(owner, { url: ready.downloadUrl! });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/resumio-export-\d{4}-\d{2}-\d{2}\.zip/);
    expect(res.rawPayload.length).toBe(ready.byteSize);
    files = unzipSync(new Uint8Array(res.rawPayload));
  }, 600_000);
  afterAll(async () => t?.close());

  it('is ready with its progress complete and a link for 24 hours', () => {
    expect(ready.status).toBe('ready');
    expect(ready.progress.done).toBe(ready.progress.total);
    // 3 resumes × 2, 1 letter × 2, and the five fixed files.
    expect(ready.progress.total).toBe(13);
    const hours = (Date.parse(ready.expiresAt!) - Date.parse(ready.finishedAt!)) / 3_600_000;
    expect(hours).toBe(24);
    expect(ready.downloadUrl).toBe(`/api/me/exports/${ready.id}/file`);
  });

  it('holds every resume as JSON Resume and PDF, under safe, unique names', () => {
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      'README.txt',
      'account.json',
      'applications.csv',
      'applications.json',
      'cover-letters/Letter to Acme.md',
      'cover-letters/Letter to Acme.pdf',
      'resumes/Same title (2).json',
      'resumes/Same title (2).pdf',
      'resumes/Same title.json',
      'resumes/Same title.pdf',
      'resumes/etc passwd.json',
      'resumes/etc passwd.pdf',
      'settings.json',
    ]);
    for (const name of names) {
      expect(name.split('/')).not.toContain('..');
      expect(name.startsWith('/')).toBe(false);
    }
    for (const name of names.filter((n) => n.endsWith('.pdf'))) {
      expect(strFromU8(files[name]!.subarray(0, 5))).toBe('%PDF-');
    }
    const json = JSON.parse(strFromU8(files['resumes/Same title (2).json']!)) as {
      basics: { name: string };
      meta: { resumio: { templateId: string } };
    };
    expect(json.basics.name).toBe('Owner Person');
    expect(json.meta.resumio.templateId).toBe('modern');
  });

  it('holds the letter as Markdown, and every application as CSV (quoted, formula-safe) and JSON', () => {
    expect(strFromU8(files['cover-letters/Letter to Acme.md']!).length).toBeGreaterThan(50);
    const csv = strFromU8(files['applications.csv']!);
    // RFC 4180: a comma or quote puts the cell in quotes, quotes doubled; line breaks stay inside.
    expect(csv).toContain('"Acme, ""Quoted"" Inc"');
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(csv).toContain("'+1 Corp");
    expect(csv).toContain("'@mention");
    expect(csv).toContain("'-minus Ltd");
    expect(csv).toContain('"Called the recruiter.\nTwice."');
    expect(csv.trim().split('\r\n').length + csv.trim().split('\n').length).toBeGreaterThan(4);
    const applications = JSON.parse(strFromU8(files['applications.json']!)) as {
      company: string;
      timeline: { kind: string; text: string }[];
    }[];
    expect(applications.map((a) => a.company).sort()).toEqual([
      '+1 Corp',
      '-minus Ltd',
      'Acme, "Quoted" Inc',
    ]);
    const acme = applications.find((a) => a.company.startsWith('Acme'))!;
    expect(acme.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'note', text: 'Called the recruiter.\nTwice.' }),
      ]),
    );
  });

  it('holds the account and settings without secrets or anyone else’s data, and a README', async () => {
    const account = JSON.parse(strFromU8(files['account.json']!)) as {
      email: string;
      plan: { plan: string };
      securityEvents: { kind: string }[];
    };
    expect(account.email).toBe(owner.account.email);
    expect(account.plan.plan).toBe('premium');
    expect(account.securityEvents.map((e) => e.kind)).toContain('sign-in');
    const settings = JSON.parse(strFromU8(files['settings.json']!)) as { resumeShares: unknown[] };
    expect(settings.resumeShares).toEqual([]);
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain(other.account.email);
    expect(everything).not.toContain('Someone Else');
    expect(everything).not.toMatch(/scrypt|password_hash|passwordHash|token_hash/);
    const subscription = await t.database.db
      .selectFrom('subscriptions')
      .select(['customer_id', 'subscription_id'])
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(everything).not.toContain(subscription.customer_id!);
    const readme = strFromU8(files['README.txt']!);
    for (const name of ['applications.csv', 'applications.json', 'account.json', 'resumes/']) {
      expect(readme).toContain(name);
    }
  });

  it('answers 404 for another user’s export and 401 without a token', async () => {
    expect((await call(other, { url: `/api/me/exports/${ready.id}` })).statusCode).toBe(404);
    const file = await call(other, { url: `/api/me/exports/${ready.id}/file` });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Not Found' });
    expect((await call(undefined, { url: `/api/me/exports/${ready.id}` })).statusCode).toBe(401);
    expect((await call(undefined, { method: 'POST', url: '/api/me/exports' })).statusCode).toBe(
      401,
    );
  });

  it('marks an export whose server stopped as failed when it is read', async () => {
    const id = 'interrupted-export';
    const longAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.database.db
      .insertInto('data_exports')
      .values({
        id,
        user_id: other.userId,
        status: 'preparing',
        progress_done: 3,
        progress_total: 9,
        byte_size: null,
        error: null,
        created_at: longAgo,
        heartbeat_at: longAgo,
        finished_at: null,
        expires_at: null,
      })
      .execute();
    const res = await call(other, { url: `/api/me/exports/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(DataExportSchema.parse(res.json())).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/interrupted/) as unknown,
    });
  });

  it('limits starts per hour', async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < 5; i++) {
      await t.database.db
        .insertInto('data_exports')
        .values({
          id: `limit-${i}`,
          user_id: other.userId,
          status: 'failed',
          progress_done: 0,
          progress_total: 0,
          byte_size: null,
          error: 'x',
          created_at: recent,
          heartbeat_at: recent,
          finished_at: recent,
          expires_at: null,
        })
        .execute();
    }
    const res = await call(other, { method: 'POST', url: '/api/me/exports' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too Many Requests' });
  });

  it('answers 410 once the link has expired, and the file is deleted', async () => {
    await t.database.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', ready.id)
      .execute();
    const file = await call(owner, { url: `/api/me/exports/${ready.id}/file` });
    expect(file.statusCode).toBe(410);
    expect(file.json()).toMatchObject({ code: 'EXPORT_EXPIRED', error: 'Gone' });
    const status = DataExportSchema.parse(
      (await call(owner, { url: `/api/me/exports/${ready.id}` })).json(),
    );
    expect(status).toMatchObject({ status: 'expired', downloadUrl: null });
    const parts = await t.database.db
      .selectFrom('data_export_parts')
      .select('seq')
      .where('export_id', '=', ready.id)
      .execute();
    expect(parts).toEqual([]);
  });

  it('goes with the account when it is deleted', { timeout: 600_000 }, async () => {
    const second = await start(owner);
    await waitUntilDone(owner, second.id);
    const res = await call(owner, {
      method: 'DELETE',
      url: '/api/me',
      payload: { email: owner.account.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const table of ['data_exports', 'data_export_parts'] as const) {
      const rows = await t.database.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', owner.userId)
        .execute();
      expect(rows).toEqual([]);
    }
  });
});
