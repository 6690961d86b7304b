import { request as httpRequest } from 'node:http';
import { ApiErrorBodySchema } from '@resumio/contract';
import { ReadbackReportSchema, type ResumeDetail } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../billing/support.ts';
import { longResume } from './long-resume.ts';
import {
  call,
  createViaApi,
  newUser,
  resumeDocument,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

const exportPdf = (id: string) => `/api/resumes/${id}/export?format=pdf`;

/** Polls /api/health every 25 ms until stopped; resolves with the slowest answer's time. */
function watchHealth(t: ResumeTestApp) {
  let running = true;
  let slowest = 0;
  let answered = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { slowest, answered };
  };
}

const smallResume = (name: string) =>
  resumeDocument({
    name,
    work: [{ name: 'Acme', position: name, highlights: [`${name} wrote.`] }],
  });

describe.each(testDialects())('render bounds on %s', (dialect) => {
  describe('with the default limits', () => {
    let t: ResumeTestApp;
    let owner: SignedInUser;
    let monster: ResumeDetail;
    beforeAll(async () => {
      // One thread and a queue of one make the queue bound reachable with three requests.
      t = await buildBillingTestApp(dialect, { RENDER_WORKERS: '1', RENDER_QUEUE_MAX: '1' });
      owner = await newUser(t);
      monster = await createViaApi(t, owner, { source: 'document', document: longResume() });
    });
    afterAll(async () => t?.close());

    it('refuses the 95-page document at once, naming the page limit, while health answers', async () => {
      const stop = watchHealth(t);
      const started = performance.now();
      for (const url of [exportPdf(monster.id), `/api/resumes/${monster.id}/readback`]) {
        const res = await call(t, owner, { method: 'GET', url });
        expect(res.statusCode, url).toBe(422);
        const body = ApiErrorBodySchema.parse(res.json());
        expect(body.code).toBe('RESUME_TOO_LONG');
        expect(body.message).toContain('limited to 20 pages');
        expect(body.details).toMatchObject({ limit: 20 });
        expect((body.details as { pages: number }).pages).toBeGreaterThan(20);
      }
      // Refused from the estimate: no render, so far inside the 10 s time limit.
      expect(performance.now() - started).toBeLessThan(2000);
      const health = await stop();
      expect(health.answered).toBeGreaterThan(0);
      expect(health.slowest).toBeLessThan(1000);
    });

    it('refuses a resume whose rendered length passes the cap, and then refuses it at once', async () => {
      // Estimated under the cap in full-width lines; the timeline template's narrower column
      // takes it well over.
      const resume = await createViaApi(t, owner, {
        source: 'document',
        document: longResume({ jobs: 24, bullets: 20, seed: 'rendered' }),
      });
      const url = `/api/resumes/${resume.id}/readback?templateId=timeline`;
      const first = await call(t, owner, { method: 'GET', url });
      expect(first.statusCode).toBe(422);
      const body = ApiErrorBodySchema.parse(first.json());
      expect(body.code).toBe('RESUME_TOO_LONG');
      const pages = (body.details as { pages: number }).pages;
      expect(pages).toBeGreaterThan(20);
      expect(body.message).toContain(`about ${pages} pages`);

      const started = performance.now();
      const again = await call(t, owner, { method: 'GET', url });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(again.json()).toEqual(body);
    });

    it('serves an unchanged resume from the cache and renders a one-character edit', async () => {
      const resume = await createViaApi(t, owner, {
        source: 'document',
        document: smallResume('Grace Hopper'),
      });
      const first = await call(t, owner, { method: 'GET', url: exportPdf(resume.id) });
      expect(first.statusCode).toBe(200);
      const again = await call(t, owner, { method: 'GET', url: exportPdf(resume.id) });
      expect(again.statusCode).toBe(200);
      // A new render would differ at least in its creation date and document id.
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers['x-ats-readability']).toBe(first.headers['x-ats-readability']);
      // The read-back check of the same file comes with it.
      const readback = await call(t, owner, {
        method: 'GET',
        url: `/api/resumes/${resume.id}/readback`,
      });
      expect(ReadbackReportSchema.parse(readback.json()).score).toBe(
        Number(first.headers['x-ats-readability']),
      );

      const document = smallResume('Grace Hoppes');
      const patched = await call(t, owner, {
        method: 'PATCH',
        url: `/api/resumes/${resume.id}`,
        payload: { version: resume.version, document },
      });
      expect(patched.statusCode).toBe(200);
      const edited = await call(t, owner, { method: 'GET', url: exportPdf(resume.id) });
      expect(edited.statusCode).toBe(200);
      expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
      // The document's metadata carries the name as typed.
      expect(edited.rawPayload.includes('Grace Hoppes')).toBe(true);
      expect(first.rawPayload.includes('Grace Hoppes')).toBe(false);
    });

    it('lets one user run two renders at a time and says so on the third', async () => {
      const user = await newUser(t);
      const resumes = await Promise.all(
        ['Ada One', 'Ada Two', 'Ada Three'].map((name) =>
          createViaApi(t, user, { source: 'document', document: smallResume(name) }),
        ),
      );
      const results = await Promise.all(
        resumes.map((r) => call(t, user, { method: 'GET', url: exportPdf(r.id) })),
      );
      const refused = results.filter((r) => r.statusCode === 429);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
      const body = ApiErrorBodySchema.parse(refused[0]!.json());
      expect(body.code).toBe('RENDERS_IN_PROGRESS');
      expect(body.message).toContain('2 exports');
      expect(refused[0]!.headers['retry-after']).toBe('1');
    });

    it('answers 503 with Retry-After when every thread is busy and the queue is full', async () => {
      // Three users so the per-user limit is not what stops the third; five-page resumes take
      // long enough that the first is still rendering when the third arrives.
      const users = await Promise.all([newUser(t), newUser(t), newUser(t)]);
      const resumes = await Promise.all(
        users.map((user, i) =>
          createViaApi(t, user, {
            source: 'document',
            document: longResume({ jobs: 10, bullets: 10, seed: `queue ${i}` }),
          }),
        ),
      );
      const results = await Promise.all(
        resumes.map((r, i) => call(t, users[i], { method: 'GET', url: exportPdf(r.id) })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 503]);
      const busy = results.find((r) => r.statusCode === 503)!;
      expect(ApiErrorBodySchema.parse(busy.json()).code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('with a short time limit and no page cap in the way', () => {
    let t: ResumeTestApp;
    let owner: SignedInUser;
    beforeAll(async () => {
      t = await buildBillingTestApp(dialect, {
        RENDER_WORKERS: '1',
        RENDER_MAX_PAGES: '200',
        RENDER_TIMEOUT_MS: '2000',
      });
      owner = await newUser(t);
    });
    afterAll(async () => t?.close());

    it('stops the 95-page render at the time limit while health keeps answering', async () => {
      // Warm the thread first, so the limit is spent on the long document alone.
      const warm = await createViaApi(t, owner, { source: 'document', document: smallResume('W') });
      expect((await call(t, owner, { method: 'GET', url: exportPdf(warm.id) })).statusCode).toBe(
        200,
      );
      const monster = await createViaApi(t, owner, { source: 'document', document: longResume() });

      const stop = watchHealth(t);
      const started = performance.now();
      const res = await call(t, owner, { method: 'GET', url: exportPdf(monster.id) });
      const elapsed = performance.now() - started;
      const health = await stop();

      expect(res.statusCode).toBe(422);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body.code).toBe('RENDER_TIMEOUT');
      expect(body.message).toContain('2 seconds');
      expect(body.details).toMatchObject({ limit: 2 });
      expect(elapsed).toBeGreaterThanOrEqual(2000);
      expect(elapsed).toBeLessThan(6000);
      expect(health.answered).toBeGreaterThan(10);
      expect(health.slowest).toBeLessThan(1000);
    }, 60_000);
  });

  describe('over a real connection', () => {
    let t: ResumeTestApp;
    let owner: SignedInUser;
    let base: string;
    beforeAll(async () => {
      // A time limit far beyond the test: only the disconnect can end the long render.
      t = await buildBillingTestApp(dialect, {
        RENDER_WORKERS: '1',
        RENDER_MAX_PAGES: '200',
        RENDER_TIMEOUT_MS: '120000',
      });
      owner = await newUser(t);
      base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => t?.close());

    it('frees the thread of a client that disconnects mid-render', async () => {
      const warm = await createViaApi(t, owner, { source: 'document', document: smallResume('W') });
      expect((await call(t, owner, { method: 'GET', url: exportPdf(warm.id) })).statusCode).toBe(
        200,
      );
      const monster = await createViaApi(t, owner, { source: 'document', document: longResume() });

      const request = httpRequest(`${base}${exportPdf(monster.id)}`, { headers: owner.headers });
      const outcome = new Promise<string>((resolve) => {
        request.on('response', (res) => resolve(`answered ${res.statusCode}`));
        request.on('error', () => resolve('disconnected'));
      });
      request.end();
      const stop = watchHealth(t);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      request.destroy();
      expect(await outcome).toBe('disconnected');
      const health = await stop();
      expect(health.slowest).toBeLessThan(1000);

      // With one thread, the next render can only start once the long one has let go of it;
      // left running, the 95-page document would hold it for well over half a minute.
      const next = await createViaApi(t, owner, { source: 'document', document: smallResume('N') });
      const started = performance.now();
      const res = await call(t, owner, { method: 'GET', url: exportPdf(next.id) });
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(25_000);
    }, 90_000);
  });
});
