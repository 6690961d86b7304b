import {
  JOBS_PER_USER_MAX,
  JobApplicationDetailSchema,
  JobImportPreviewSchema,
  JobImportResultSchema,
  ListJobsResponseSchema,
  type JobApplication,
} from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { JOB_CSV_HEADERS } from '../../src/modules/jobs/job-csv-columns.ts';
import { createViaApi as createResumeViaApi } from '../resumes/support.ts';
import {
  call,
  createJobViaApi,
  expectError,
  expectFieldError,
  jobAppForSuite,
  moveViaApi,
  newUser,
  seedJobs,
  type SignedInUser,
} from './support.ts';

/** A Huntr board export: its headers, its list names, its US dates. */
const HUNTR_CSV = [
  'Company,Job Title,List,Date Applied,Job Post URL,Location,Salary,Notes',
  'Acme,Backend Engineer,Applied,1/15/2025,https://acme.example/jobs/1,"Berlin, DE","$120,000 - $150,000",Referred by Ana',
  'Globex,Data Scientist,Interviewing,"Jan 20, 2025",www.globex.example/careers/7,Remote,120k-140k EUR,',
  'Initech,Product Manager,Bookmarked,,,,,',
  ',Designer,Offer,2025-01-22,,,,',
  'Hooli,,Rejected,2025-01-10,,,,',
  'Umbrella,SRE,Wishlist Of Doom,13/45/2025,not a url,,lots,',
  '',
].join('\n');

/** A Teal export: positions, statuses, saved and applied days, salary bounds, a two-line note. */
const TEAL_CSV = [
  'Company,Job Position,Status,Date Saved,Date Applied,URL,Excitement,Notes,Min Salary,Max Salary,Location',
  'Wayne Enterprises,Security Engineer,Applied,2025-01-02,2025-01-05,https://wayne.example/j/1,5,"Great team',
  'Two-line note",90000,110000,Gotham',
  'Stark Industries,Engineer,Negotiating,2025-01-03,01/08/2025,https://stark.example,4,,,,',
  'Cyberdyne,ML Engineer,Saved,2025-01-04,,,3,,,,',
  'Tyrell,Replicant Designer,Declined,"Jan 6, 2025","Jan 7, 2025",,2,,,,',
].join('\r\n');

describe.each(testDialects())('CSV export and import on %s', (dialect) => {
  const t = jobAppForSuite(dialect);

  const listOf = async (user: SignedInUser) =>
    ListJobsResponseSchema.parse((await call(t, user, { method: 'GET', url: '/api/jobs' })).json())
      .items;
  const detailOf = async (user: SignedInUser, id: string) =>
    JobApplicationDetailSchema.parse(
      (await call(t, user, { method: 'GET', url: `/api/jobs/${id}` })).json(),
    );
  const importCsv = (user: SignedInUser, csv: string, extra: Record<string, unknown> = {}) =>
    call(t, user, { method: 'POST', url: '/api/jobs/import', payload: { csv, ...extra } });
  const byCompany = (jobs: JobApplication[]) => new Map(jobs.map((job) => [job.company, job]));

  describe('export', () => {
    it('sends every application as a row with every field, and imports back the same', async () => {
      const user = await newUser(t);
      const resume = await createResumeViaApi(t, user);
      const full = await createJobViaApi(t, user, {
        company: 'Ünïcode, "Quoted" & Co',
        role: 'Staff Engineer',
        location: 'Zürich',
        remotePolicy: 'hybrid',
        salaryMin: 150_000,
        salaryMax: 180_000,
        salaryCurrency: 'CHF',
        salaryPeriod: 'year',
        postingUrl: 'https://jobs.example.com/a?b=1,2',
        source: 'Referral',
        priority: 'high',
        tags: ['rust', 'platform'],
        appliedOn: '2026-01-10',
        deadlineOn: '2026-01-31',
        followUpOn: '2026-01-20',
        nextInterviewAt: '2026-02-01T09:30:00Z',
        contacts: [
          { name: 'Rita Ora', role: 'Recruiter', email: 'rita@example.com' },
          { name: 'Sam', phone: '+41 44 000 00 00' },
        ],
        resumeId: resume.id,
        jobDescription: 'Lead the platform team.\nShip "fast", safely; commas, too.',
      });
      const sent = await moveViaApi(t, user, full, 'applied');
      await call(t, user, {
        method: 'POST',
        url: `/api/jobs/${full.id}/notes`,
        payload: { text: 'First call went well.' },
      });
      await call(t, user, {
        method: 'POST',
        url: `/api/jobs/${full.id}/notes`,
        payload: { text: 'Second: ask about equity.' },
      });
      await createJobViaApi(t, user, {
        company: '=HYPERLINK("http://evil")',
        role: '-Intern',
        tags: [],
      });

      const res = await call(t, user, { method: 'GET', url: '/api/jobs/export.csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const day = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=job-applications-${day}.csv; filename*=UTF-8''Job%20applications%20${day}.csv`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

      const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
      expect(header).toEqual([...JOB_CSV_HEADERS]);
      expect(rows).toHaveLength(2);
      const records = rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
      const [formula, first] = records; // board order: wishlist before applied
      expect(formula).toMatchObject({
        Company: `'=HYPERLINK("http://evil")`,
        Role: "'-Intern",
        Tags: '',
      });
      expect(first).toEqual({
        Company: 'Ünïcode, "Quoted" & Co',
        Role: 'Staff Engineer',
        Stage: 'Applied',
        Location: 'Zürich',
        'Remote Policy': 'hybrid',
        'Salary Min': '150000',
        'Salary Max': '180000',
        'Salary Currency': 'CHF',
        'Salary Period': 'year',
        'Posting URL': 'https://jobs.example.com/a?b=1,2',
        Source: 'Referral',
        Priority: 'high',
        Tags: 'rust, platform',
        'Applied On': '2026-01-10',
        'Deadline On': '2026-01-31',
        'Follow Up On': '2026-01-20',
        'Next Interview At': '2026-02-01T09:30:00.000Z',
        'Contact Name': 'Rita Ora',
        'Contact Email': 'rita@example.com',
        Contacts: JSON.stringify(sent.contacts),
        'Resume Id': resume.id,
        'Cover Letter Id': '',
        'Sent At': sent.sent!.takenAt,
        'Sent Resume': resume.title,
        'Job Description': 'Lead the platform team.\nShip "fast", safely; commas, too.',
        Notes: 'First call went well.\n\nSecond: ask about equity.',
        'Created At': full.createdAt,
        'Updated At': sent.updatedAt,
        'Stage Id': 'applied',
        'Order In Stage': '0',
        Id: full.id,
      });

      // Round trip: the file imports into another account with the same values.
      const other = await newUser(t);
      const imported = await importCsv(other, res.body);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(JobImportResultSchema.parse(imported.json())).toEqual({ imported: 2, problems: [] });
      const back = byCompany(await listOf(other));
      expect(back.get('=HYPERLINK("http://evil")')).toMatchObject({
        role: '-Intern',
        stageId: 'wishlist',
      });
      const copy = back.get('Ünïcode, "Quoted" & Co')!;
      expect(copy).toMatchObject({
        role: 'Staff Engineer',
        stageId: 'applied',
        location: 'Zürich',
        remotePolicy: 'hybrid',
        salaryMin: 150_000,
        salaryMax: 180_000,
        salaryCurrency: 'CHF',
        salaryPeriod: 'year',
        postingUrl: 'https://jobs.example.com/a?b=1,2',
        source: 'Referral',
        priority: 'high',
        tags: ['rust', 'platform'],
        appliedOn: '2026-01-10',
        deadlineOn: '2026-01-31',
        followUpOn: '2026-01-20',
        nextInterviewAt: '2026-02-01T09:30:00.000Z',
        createdAt: full.createdAt,
        // Every contact with every field, not only the first one's name and email.
        contacts: sent.contacts,
      });
      const detail = await detailOf(other, copy.id);
      expect(detail.jobDescription).toBe(
        'Lead the platform team.\nShip "fast", safely; commas, too.',
      );
      expect(detail.timeline.map((e) => [e.kind, e.text])).toEqual([
        ['note', 'First call went well.\n\nSecond: ask about equity.'],
        ['imported', ''],
      ]);
    });

    it('sends only the header for an empty tracker', async () => {
      const user = await newUser(t);
      const res = await call(t, user, { method: 'GET', url: '/api/jobs/export.csv' });
      expect(res.statusCode).toBe(200);
      expect(parse(res.body, { bom: true })).toEqual([[...JOB_CSV_HEADERS]]);
    });
  });

  describe('import', () => {
    it('imports a Huntr export, reporting every row it cannot use by number', async () => {
      const user = await newUser(t);
      const preview = await call(t, user, {
        method: 'POST',
        url: '/api/jobs/import/preview',
        payload: { csv: HUNTR_CSV },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const planned = JobImportPreviewSchema.parse(preview.json());
      expect(planned.detected).toBe('huntr');
      expect(planned.columns.map((c) => [c.header, c.field])).toEqual([
        ['Company', 'company'],
        ['Job Title', 'role'],
        ['List', 'stage'],
        ['Date Applied', 'appliedOn'],
        ['Job Post URL', 'postingUrl'],
        ['Location', 'location'],
        ['Salary', 'salary'],
        ['Notes', 'notes'],
      ]);
      expect(planned.columns[0]!.samples).toEqual(['Acme', 'Globex', 'Initech']);
      expect(planned.rows).toEqual([
        { row: 2, company: 'Acme', role: 'Backend Engineer', stageId: 'applied' },
        { row: 3, company: 'Globex', role: 'Data Scientist', stageId: 'interviewing' },
        { row: 4, company: 'Initech', role: 'Product Manager', stageId: 'wishlist' },
        { row: 7, company: 'Umbrella', role: 'SRE', stageId: 'wishlist' },
      ]);
      expect(planned.readable).toBe(4);
      // A preview stores nothing.
      expect(await listOf(user)).toEqual([]);

      const res = await importCsv(user, HUNTR_CSV);
      expect(res.statusCode, res.body).toBe(200);
      const result = JobImportResultSchema.parse(res.json());
      expect(result.imported).toBe(4);
      expect(result.problems).toEqual(planned.problems);
      expect(result.problems.map((p) => p.row)).toEqual([5, 6, 7, 7, 7, 7]);
      expect(result.problems[0]!.reason).toMatch(/No company/);
      expect(result.problems[1]!.reason).toMatch(/No role/);
      const umbrella = result.problems
        .filter((p) => p.row === 7)
        .map((p) => p.reason)
        .join(' | ');
      expect(umbrella).toMatch(/Salary "lots"/);
      expect(umbrella).toMatch(/Date applied "13\/45\/2025"/);
      expect(umbrella).toMatch(/Stage "Wishlist Of Doom".*Wishlist/);
      expect(umbrella).toMatch(/Posting URL/);

      const jobs = byCompany(await listOf(user));
      expect(jobs.get('Acme')).toMatchObject({
        stageId: 'applied',
        appliedOn: '2025-01-15',
        postingUrl: 'https://acme.example/jobs/1',
        location: 'Berlin, DE',
        salaryMin: 120_000,
        salaryMax: 150_000,
        salaryCurrency: 'USD',
      });
      expect(jobs.get('Globex')).toMatchObject({
        stageId: 'interviewing',
        appliedOn: '2025-01-20',
        postingUrl: 'https://www.globex.example/careers/7',
        salaryMin: 120_000,
        salaryMax: 140_000,
        salaryCurrency: 'EUR',
      });
      expect(jobs.get('Umbrella')).toMatchObject({
        stageId: 'wishlist',
        appliedOn: null,
        postingUrl: null,
        salaryMin: null,
      });
      const acme = await detailOf(user, jobs.get('Acme')!.id);
      expect(acme.timeline.map((e) => [e.kind, e.text, e.toStageId])).toEqual([
        ['note', 'Referred by Ana', null],
        ['imported', '', 'applied'],
      ]);
    });

    it('imports a Teal export into the stages its statuses mean', async () => {
      const user = await newUser(t);
      const res = await importCsv(user, TEAL_CSV);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ imported: 4, problems: [] });
      const preview = JobImportPreviewSchema.parse(
        (
          await call(t, user, {
            method: 'POST',
            url: '/api/jobs/import/preview',
            payload: { csv: TEAL_CSV },
          })
        ).json(),
      );
      expect(preview.detected).toBe('teal');
      expect(preview.columns.find((c) => c.header === 'Excitement')!.field).toBe('priority');

      const jobs = byCompany(await listOf(user));
      expect(jobs.get('Wayne Enterprises')).toMatchObject({
        role: 'Security Engineer',
        stageId: 'applied',
        createdAt: '2025-01-02T00:00:00.000Z',
        appliedOn: '2025-01-05',
        salaryMin: 90_000,
        salaryMax: 110_000,
        location: 'Gotham',
        priority: 'high',
      });
      expect(jobs.get('Stark Industries')).toMatchObject({
        stageId: 'offer',
        appliedOn: '2025-01-08',
        priority: 'high',
      });
      expect(jobs.get('Cyberdyne')).toMatchObject({
        stageId: 'wishlist',
        appliedOn: null,
        priority: 'medium',
      });
      expect(jobs.get('Tyrell')).toMatchObject({
        stageId: 'rejected',
        appliedOn: '2025-01-07',
        createdAt: '2025-01-06T00:00:00.000Z',
      });
      const wayne = await detailOf(user, jobs.get('Wayne Enterprises')!.id);
      expect(wayne.timeline[0]).toMatchObject({ kind: 'note', text: 'Great team\nTwo-line note' });
    });

    it('answers 400 naming the line for a file that is not CSV, and imports nothing', async () => {
      const user = await newUser(t);
      const broken = 'Company,Title\n"Acme,Engineer\nGlobex,PM\n';
      for (const url of ['/api/jobs/import/preview', '/api/jobs/import']) {
        const res = await call(t, user, { method: 'POST', url, payload: { csv: broken } });
        expectFieldError(res, 'csv', /Line \d+: Quote Not Closed/);
      }
      expectFieldError(await importCsv(user, ',,\n'), 'csv', /name the columns/);
      expectFieldError(await importCsv(user, ''), 'csv');
      expect(await listOf(user)).toEqual([]);
    });

    it('reports rows without company or role even when no column could be guessed', async () => {
      const user = await newUser(t);
      const csv = 'Employer Name,What\nAcme,Engineer\n,,\nGlobex,\n';
      const res = await importCsv(user, csv);
      expect(res.json()).toEqual({
        imported: 0,
        problems: [
          { row: 2, reason: 'No company or role: not imported.', leftOut: true },
          { row: 4, reason: 'No company or role: not imported.', leftOut: true },
        ],
      });
      const mapped = await importCsv(user, csv, {
        mapping: { 'Employer Name': 'company', What: 'role' },
      });
      expect(mapped.json()).toEqual({
        imported: 1,
        problems: [{ row: 4, reason: 'No role: not imported.', leftOut: true }],
      });
      expect((await listOf(user)).map((j) => [j.company, j.role])).toEqual([['Acme', 'Engineer']]);
    });

    it('reads semicolon-separated files, and strips control characters from cells', async () => {
      const user = await newUser(t);
      const res = await importCsv(user, 'Company;Role;Stage\nAc\u0007me;Dev\u0001Ops;Offer\n');
      expect(res.json()).toEqual({ imported: 1, problems: [] });
      // NUL is refused with every other input before the file is read (decision 040).
      expectFieldError(await importCsv(user, 'Company;Role\nAcme;Dev\u0000Ops\n'), 'csv');
      expect((await listOf(user))[0]).toMatchObject({
        company: 'Acme',
        role: 'DevOps',
        stageId: 'offer',
      });
    });

    it('imports a whole file or nothing at the cap', async () => {
      const user = await newUser(t);
      await seedJobs(t, user.id, JOBS_PER_USER_MAX - 1);
      const res = await importCsv(user, 'Company,Role\nA,B\nC,D\n');
      const body = expectError(res, 409, 'JOB_LIMIT_REACHED');
      expect(body.details).toEqual({ limit: JOBS_PER_USER_MAX, room: 1 });
      const count = await t.database.db
        .selectFrom('job_applications')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(JOBS_PER_USER_MAX - 1);
    });

    it('refuses files over the size limit', async () => {
      const user = await newUser(t);
      // Under the character limit, over the byte limit.
      const res = await importCsv(user, `Company,Role\n${'é'.repeat(1_100_000)},x\n`);
      expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    });
  });
});
