import { getSample, type Resume } from '@resumio/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../billing/support.ts';
import { longResume } from './long-resume.ts';
import { call, createViaApi, newUser, type ResumeTestApp, type SignedInUser } from './support.ts';

const SAMPLES = 15;
const exportPdf = (id: string) => `/api/resumes/${id}/export?format=pdf`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A 2-page resume, made distinct by `n` so no export is answered from the render cache. */
function twoPages(n: number): Resume {
  const document = structuredClone(getSample('product-manager')!);
  document.basics = { ...document.basics, name: `${document.basics?.name ?? 'Sam'} ${n}` };
  return document;
}

// The pool's fairness does not depend on the database: SQLite only. Thread count fixed at two,
// as on a 2-core machine, whatever machine runs the test.
describe('a visitor sending over-length previews and another user exporting', () => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  const resumes: string[] = [];
  beforeAll(async () => {
    t = await buildBillingTestApp('sqlite', {
      RENDER_WORKERS: '2',
      RENDER_RATE_LIMIT_MAX: '100000',
    });
    user = await newUser(t, { premium: true });
    for (let n = 0; n < 2 * SAMPLES + 1; n++) {
      resumes.push((await createViaApi(t, user, { source: 'document', document: twoPages(n) })).id);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  const timeExport = async (id: string) => {
    const started = performance.now();
    const res = await call(t, user, { method: 'GET', url: exportPdf(id) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return performance.now() - started;
  };

  it('keeps the user’s 2-page export within 1.5× of its time on an idle pool', async () => {
    // The first export starts the threads; it is not counted.
    await timeExport(resumes[0]!);
    const idle: number[] = [];
    for (let i = 1; i <= SAMPLES; i++) idle.push(await timeExport(resumes[i]!));

    // One address, previews of a document the estimate lets through (18 pages estimated) that
    // renders past the 20-page cap: each one holds a thread for seconds before it is refused.
    let running = true;
    let sent = 0;
    const answers = new Map<number, number>();
    const visitor = async (loop: number) => {
      while (running) {
        const document = longResume({ jobs: 60, bullets: 8, seed: `${loop}-${sent++}` });
        const res = await call(t, undefined, {
          method: 'POST',
          url: '/api/resume-preview',
          payload: { document },
        });
        answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
      }
    };
    // As many at once as the address may render (RENDER_PER_USER): more would be refused at
    // once and only spin this test's own event loop.
    const visitors = [0, 1].map(visitor);
    const loaded: number[] = [];
    try {
      for (let i = SAMPLES + 1; i <= 2 * SAMPLES; i++) loaded.push(await timeExport(resumes[i]!));
    } finally {
      running = false;
      await Promise.all(visitors);
    }

    // The visitor's previews really were rendering meanwhile (refused as too long, or drawn).
    const rendered = (answers.get(422) ?? 0) + (answers.get(200) ?? 0);
    expect(rendered, JSON.stringify([...answers])).toBeGreaterThan(0);
    const ratio = median(loaded) / median(idle);
    expect(
      ratio,
      `idle median ${median(idle).toFixed(0)} ms, loaded ${median(loaded).toFixed(0)} ms`,
    ).toBeLessThanOrEqual(1.5);
  }, 300_000);
});
