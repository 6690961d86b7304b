import { GeneratedLetterSchema } from '@resumio/contract/cover-letters';
import { MatchResponseSchema } from '@resumio/contract/enhancement';
import type { ResumeDetail } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../billing/support.ts';
import { watchHealthDuring } from '../helpers/health-while.ts';
import {
  call,
  createViaApi,
  described,
  engineerResume,
  JOB,
  newUser,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

// The freezes these tests guard against held /api/health for seconds (10 s on the pathological
// posting, 13-255 s on blank CSV lines). A loaded two-core CI machine delays a health check by
// 100 ms now and then with nothing on the event loop, so the bound sits well above that noise
// and far below any freeze.
const HEALTH_MS = 250;
/** The tokenizer's worst case: one 30,000-character "word" of hyphenated letters. */
const HYPHENS = { jobDescription: 'a-'.repeat(15_000), jobTitle: 'Backend Engineer' };
const TODAY = new Date('2026-11-27T10:00:00Z');

const matchUrl = (id: string) => `/api/resumes/${id}/match`;

describe.each(testDialects())(
  'match, tailoring and letters off the event loop on %s',
  (dialect) => {
    let t: ResumeTestApp;
    let user: SignedInUser;
    let resume: ResumeDetail;
    beforeAll(async () => {
      t = await buildBillingTestApp(dialect, {}, undefined, { clock: () => TODAY });
      user = await newUser(t, { premium: true });
      resume = await createViaApi(t, user, { source: 'document', document: engineerResume() });
      // A server starts its compute threads with the app; a test app on its first job.
      const warm = await call(t, user, { method: 'POST', url: matchUrl(resume.id), payload: JOB });
      expect(warm.statusCode, described(warm)).toBe(200);
    });
    afterAll(async () => t?.close());

    it.each([
      ['match', (id: string) => matchUrl(id)],
      ['tailor', (id: string) => `/api/resumes/${id}/tailor`],
    ])('%s: a 30,000-character hyphenated posting never holds /api/health', async (_, url) => {
      const watch = await watchHealthDuring(t.app, () =>
        call(t, user, { method: 'POST', url: url(resume.id), payload: HYPHENS }),
      );
      expect(watch.slowestMs).toBeLessThan(HEALTH_MS);
      // Answered within the time limit, or refused by it: never a 500, never a frozen server.
      const status = watch.result.statusCode;
      expect([200, 422], described(watch.result)).toContain(status);
      if (status === 422) expect(watch.result.json()).toMatchObject({ code: 'RENDER_TIMEOUT' });
    });

    it('a local letter for that posting never holds /api/health either', async () => {
      const watch = await watchHealthDuring(t.app, () =>
        call(t, user, {
          method: 'POST',
          url: '/api/cover-letters/generate',
          payload: {
            ...HYPHENS,
            company: 'Quillpay',
            resumeId: resume.id,
            tone: 'formal',
            length: 'standard',
            variant: 0,
          },
        }),
      );
      expect(watch.slowestMs).toBeLessThan(HEALTH_MS);
      expect([200, 422], described(watch.result)).toContain(watch.result.statusCode);
      if (watch.result.statusCode === 200) {
        expect(GeneratedLetterSchema.parse(watch.result.json()).content.date).toBe('2026-11-27');
      }
    });

    it('counts a current job up to the server’s date', async () => {
      const open = await createViaApi(t, user, {
        source: 'document',
        document: {
          ...engineerResume(),
          work: [
            {
              name: 'Acme',
              position: 'Backend Engineer',
              startDate: '2019-01',
              highlights: ['Built payment services in Go.'],
            },
          ],
        },
      });
      const res = await call(t, user, {
        method: 'POST',
        url: matchUrl(open.id),
        payload: {
          jobDescription: 'Backend Engineer. Requirements: 3+ years of experience with Go.',
          jobTitle: 'Backend Engineer',
        },
      });
      expect(res.statusCode, described(res)).toBe(200);
      const experience = MatchResponseSchema.parse(res.json()).components.find(
        (component) => component.name === 'Experience',
      );
      // Open since January 2019: about eight years by late 2026, not the zero years up to the
      // latest date the resume writes.
      expect(experience?.explanation).toContain('About 8 years');
    });
  },
);

describe('the compute pool’s limits', () => {
  const [dialect] = testDialects();

  it('answers 503 with Retry-After when every thread is busy and the queue is full', async () => {
    const t = await buildBillingTestApp(dialect!, { RENDER_WORKERS: '1', COMPUTE_QUEUE_MAX: '0' });
    try {
      const user = await newUser(t);
      const resume = await createViaApi(t, user, {
        source: 'document',
        document: engineerResume(),
      });
      const post = () =>
        call(t, user, { method: 'POST', url: matchUrl(resume.id), payload: HYPHENS });
      const answers = await Promise.all([post(), post()]);
      const refused = answers.find((res) => res.statusCode === 503);
      expect(refused, answers.map(described).join('\n')).toBeDefined();
      expect(refused!.headers['retry-after']).toBe('2');
      expect(refused!.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await t.close();
    }
  });
});
