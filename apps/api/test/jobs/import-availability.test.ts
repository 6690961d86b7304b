import { JOBS_PER_USER_MAX, JobImportPreviewSchema } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { watchHealthDuring } from '../helpers/health-while.ts';
import { call, expectError, jobAppForSuite, premiumUserForSuite } from './support.ts';

// The freezes these tests guard against held /api/health for seconds (10 s on the pathological
// posting, 13-255 s on blank CSV lines). A loaded two-core CI machine delays a health check by
// 100 ms now and then with nothing on the event loop, so the bound sits well above that noise
// and far below any freeze.
const HEALTH_MS = 250;

describe.each(testDialects())('CSV import off the event loop on %s', (dialect) => {
  const t = jobAppForSuite(dialect);
  const user = premiumUserForSuite(t);
  const post = (url: string, csv: string) =>
    call(t, user, { method: 'POST', url, payload: { csv } });

  // A server starts its compute threads with the app; a test app on its first job.
  beforeAll(async () => {
    expect(
      (await post('/api/jobs/import/preview', 'Company,Role\nAcme,Engineer\n')).statusCode,
    ).toBe(200);
  });

  it.each(['/api/jobs/import/preview', '/api/jobs/import'])(
    '%s: 100,000 empty lines are read without holding /api/health',
    async (url) => {
      const csv = 'Company,Role\n' + '\n'.repeat(100_000);
      const watch = await watchHealthDuring(t.app, () => post(url, csv));
      expect(watch.result.statusCode, watch.result.body).toBe(200);
      expect(watch.slowestMs).toBeLessThan(HEALTH_MS);
      if (url.endsWith('preview')) {
        expect(JobImportPreviewSchema.parse(watch.result.json()).readable).toBe(0);
      } else expect(watch.result.json()).toEqual({ imported: 0, problems: [] });
    },
  );

  it.each(['/api/jobs/import/preview', '/api/jobs/import'])(
    '%s: 100,000 rows answer 409 at the row limit without holding /api/health',
    async (url) => {
      const csv = 'Company,Role\n' + 'Acme,Engineer\n'.repeat(100_000);
      const watch = await watchHealthDuring(t.app, () => post(url, csv));
      const body = expectError(watch.result, 409, 'JOB_LIMIT_REACHED');
      expect(body.message).toContain(String(JOBS_PER_USER_MAX));
      expect(body.details).toEqual({ limit: JOBS_PER_USER_MAX });
      expect(watch.slowestMs).toBeLessThan(HEALTH_MS);
    },
  );

  it('refuses a file of 100,000 rows of spaces and commas, without holding /api/health', async () => {
    const csv = 'Company,Role\n' + ' ,\n'.repeat(100_000);
    const watch = await watchHealthDuring(t.app, () => post('/api/jobs/import/preview', csv));
    const body = expectError(watch.result, 400, 'VALIDATION_ERROR');
    expect(body.details).toEqual([
      {
        path: 'csv',
        message: 'The file has more than 10,000 empty rows. Delete them and try again.',
      },
    ]);
    expect(watch.slowestMs).toBeLessThan(HEALTH_MS);
  });

  it('still numbers rows as a spreadsheet does around empty lines and multi-line cells', async () => {
    const csv = 'Company,Role\n\nAcme\n"Globex\nLtd",Engineer\n ,\n\nInitech,\n';
    const res = await post('/api/jobs/import/preview', csv);
    expect(res.statusCode, res.body).toBe(200);
    const preview = JobImportPreviewSchema.parse(res.json());
    expect(preview.rows.map((row) => row.row)).toEqual([4]);
    expect(preview.problems.map((problem) => problem.row)).toEqual([3, 7]);
  });

  it('imports exactly as many rows as an account can keep', async () => {
    const csv = 'Company,Role\n' + 'Acme,Engineer\n'.repeat(JOBS_PER_USER_MAX + 1);
    expectError(await post('/api/jobs/import/preview', csv), 409, 'JOB_LIMIT_REACHED');
    const fits = 'Company,Role\n' + 'Acme,Engineer\n'.repeat(JOBS_PER_USER_MAX);
    const res = await post('/api/jobs/import/preview', fits);
    expect(res.statusCode, res.body).toBe(200);
    expect(JobImportPreviewSchema.parse(res.json()).readable).toBe(JOBS_PER_USER_MAX);
  });
});
