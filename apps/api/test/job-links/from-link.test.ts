import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JobLinkDraftSchema } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingTestApp, type BillingTestApp } from '../billing/support.ts';
import { call, expectError, newUser } from '../jobs/support.ts';

const POSTING = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Platform Engineer',
  hiringOrganization: { name: 'Halvard Systems' },
  jobLocationType: 'TELECOMMUTE',
  description: '<p>Run our Kubernetes platform.</p>',
};

/** A job board on this machine: a posting, a redirect to it, a redirect to metadata, a PDF. */
function startBoard(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/jobs/1') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<html><head><script type="application/ld+json">${JSON.stringify(POSTING)}</script></head><body></body></html>`,
      );
    } else if (req.url === '/go') {
      res.statusCode = 302;
      res.setHeader('location', '/jobs/1');
      res.end();
    } else if (req.url === '/metadata') {
      res.statusCode = 302;
      res.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
      res.end();
    } else if (req.url === '/file.pdf') {
      res.setHeader('content-type', 'application/pdf');
      res.end('%PDF-1.7');
    } else {
      res.statusCode = 404;
      res.end('not here');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.each(testDialects())('POST /api/jobs/from-link (%s)', (dialect) => {
  let board: Server;
  let base: string;
  // The product: only the public internet.
  let strict: BillingTestApp;
  // A test app that may also read this machine, where the test's board runs.
  let local: BillingTestApp;

  beforeAll(async () => {
    board = await startBoard();
    base = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
    strict = await buildBillingTestApp(dialect);
    local = await buildBillingTestApp(dialect, {}, undefined, {
      jobLinks: { isAllowed: (address) => address === '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await strict?.close();
    await local?.close();
    await new Promise((resolve) => board?.close(resolve));
  });

  const read = (t: BillingTestApp, user: Awaited<ReturnType<typeof newUser>>, url: string) =>
    call(t, user, { method: 'POST', url: '/api/jobs/from-link', payload: { url } });

  it('reads the posting from its JobPosting data, following a redirect', async () => {
    const user = await newUser(local);
    const res = await read(local, user, `${base}/go`);
    expect(res.statusCode, res.body).toBe(200);
    expect(JobLinkDraftSchema.parse(res.json())).toMatchObject({
      company: 'Halvard Systems',
      role: 'Platform Engineer',
      remotePolicy: 'remote',
      postingUrl: `${base}/jobs/1`,
      source: '127.0.0.1',
      jobDescription: 'Run our Kubernetes platform.',
      readFrom: 'structured-data',
    });
  });

  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.8/jobs',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost/',
  ])('refuses %s with 400 JOB_LINK_NOT_PUBLIC and fetches nothing', async (url) => {
    const user = await newUser(strict);
    expectError(await read(strict, user, url), 400, 'JOB_LINK_NOT_PUBLIC');
  });

  it('refuses the test board itself when only public addresses are allowed', async () => {
    const user = await newUser(strict);
    expectError(await read(strict, user, `${base}/jobs/1`), 400, 'JOB_LINK_NOT_PUBLIC');
  });

  it('refuses a redirect to a private address', async () => {
    const user = await newUser(local);
    expectError(await read(local, user, `${base}/metadata`), 400, 'JOB_LINK_NOT_PUBLIC');
  });

  it('answers 422 for a page that is missing or not a web page', async () => {
    const user = await newUser(local);
    expectError(await read(local, user, `${base}/nothing`), 422, 'JOB_LINK_UNREADABLE');
    expectError(await read(local, user, `${base}/file.pdf`), 422, 'JOB_LINK_UNREADABLE');
  });

  it('refuses links that are not http(s), and free accounts', async () => {
    const user = await newUser(strict);
    expectError(await read(strict, user, 'file:///etc/passwd'), 400, 'VALIDATION_ERROR');
    const free = await newUser(strict, { premium: false });
    expectError(await read(strict, free, 'https://example.com/jobs/1'), 403, 'PREMIUM_REQUIRED');
  });
});
