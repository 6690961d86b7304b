import { JobImportPreviewSchema, ListJobsResponseSchema } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import { call, jobAppForSuite, newUser, type SignedInUser } from './support.ts';

/** Huntr's full-data export: camelCase headers, the list as `listName`, the posting as HTML. */
const HUNTR_FULL_CSV = [
  'companyName,title,listName,location,url,htmlDescription,createdAt',
  'Acme,Backend Engineer,Applied,Remote,https://acme.example/1,"<p>Build <b>APIs</b> &amp; services.</p><ul><li>Go</li><li>SQL</li></ul>",2025-01-02',
  'Globex,Data Scientist,Interviewing,Berlin,,,2025-01-03',
  'Initech,Product Manager,Offer,"Remote - US",,,',
  'Hooli,SRE,Rejected,Hybrid,,,',
  'Umbrella,Designer,Wishlist,Paris,,,',
].join('\n');

describe.each(testDialects())('files from other trackers on %s', (dialect) => {
  const t = jobAppForSuite(dialect);

  const post = (user: SignedInUser, url: string, csv: string) =>
    call(t, user, { method: 'POST', url, payload: { csv } });
  const jobsOf = async (user: SignedInUser) =>
    ListJobsResponseSchema.parse((await call(t, user, { method: 'GET', url: '/api/jobs' })).json())
      .items;

  it("recognises Huntr's full export: camelCase headers, its lists, its HTML postings", async () => {
    const user = await newUser(t);
    const preview = JobImportPreviewSchema.parse(
      (await post(user, '/api/jobs/import/preview', HUNTR_FULL_CSV)).json(),
    );
    expect(preview.detected).toBe('huntr');
    expect(preview.columns.map((column) => column.field)).toEqual([
      'company',
      'role',
      'stage',
      'location',
      'postingUrl',
      'jobDescription',
      'createdOn',
    ]);
    expect(preview.readable).toBe(5);
    const res = await post(user, '/api/jobs/import', HUNTR_FULL_CSV);
    expect(res.json()).toEqual({ imported: 5, problems: [] });
    const jobs = new Map((await jobsOf(user)).map((job) => [job.company, job]));
    expect(jobs.get('Acme')).toMatchObject({ stageId: 'applied', remotePolicy: 'remote' });
    const detail = await call(t, user, { method: 'GET', url: `/api/jobs/${jobs.get('Acme')!.id}` });
    expect(detail.json().jobDescription).toBe('Build APIs & services.\n- Go\n- SQL');
  });

  it('takes "Remote" or "Hybrid" as the place to mean the way the job is worked', async () => {
    const user = await newUser(t);
    await post(user, '/api/jobs/import', HUNTR_FULL_CSV);
    const jobs = new Map((await jobsOf(user)).map((job) => [job.company, job]));
    expect(jobs.get('Initech')).toMatchObject({ location: 'Remote - US', remotePolicy: 'remote' });
    expect(jobs.get('Hooli')).toMatchObject({ remotePolicy: 'hybrid' });
    expect(jobs.get('Globex')?.remotePolicy ?? null).toBeNull();
  });

  it('marks the rows it leaves out, the same in the preview as in the import', async () => {
    const user = await newUser(t);
    const csv = [
      'Company,Role,Stage,Salary',
      'Acme,Engineer,Somewhere Else,lots',
      ',Designer,Applied,',
      'Globex,Analyst,Applied,',
    ].join('\n');
    const preview = JobImportPreviewSchema.parse(
      (await post(user, '/api/jobs/import/preview', csv)).json(),
    );
    const leftOut = (problems: { row: number; leftOut?: boolean }[]) => [
      ...new Set(problems.filter((problem) => problem.leftOut).map((problem) => problem.row)),
    ];
    // Row 2 is imported with its salary left empty and the first stage; row 3 has no company.
    expect(preview.problems.map(({ row, leftOut }) => [row, leftOut])).toEqual([
      [2, false],
      [2, false],
      [3, true],
    ]);
    expect(leftOut(preview.problems)).toEqual([3]);
    const result = (await post(user, '/api/jobs/import', csv)).json();
    expect(result.imported).toBe(preview.readable);
    expect(result.problems).toEqual(preview.problems);
    expect(leftOut(result.problems)).toEqual([3]);
  });

  it('puts Teal\'s "I Withdrew" in the Withdrawn stage', async () => {
    const user = await newUser(t);
    const csv = 'Company,Job Position,Status,Date Saved\nAcme,Engineer,I Withdrew,2025-01-02\n';
    expect((await post(user, '/api/jobs/import', csv)).json()).toEqual({
      imported: 1,
      problems: [],
    });
    expect((await jobsOf(user))[0]).toMatchObject({ stageId: 'withdrawn' });
  });

  it('reads headers named like object properties as any other unknown header', async () => {
    const user = await newUser(t);
    const csv = 'Company,Role,toString,constructor,__proto__,hasOwnProperty\nAcme,Dev,a,b,c,d\n';
    const res = await post(user, '/api/jobs/import/preview', csv);
    expect(res.statusCode, res.body).toBe(200);
    const preview = JobImportPreviewSchema.parse(res.json());
    expect(preview.columns.map((column) => column.field)).toEqual([
      'company',
      'role',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
    ]);
    const imported = await post(user, '/api/jobs/import', csv);
    expect(imported.json()).toEqual({ imported: 1, problems: [] });
  });
});
