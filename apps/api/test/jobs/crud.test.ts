import {
  JOBS_PER_USER_MAX,
  JobApplicationDetailSchema,
  JobEventSchema,
  ListJobsResponseSchema,
} from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import { createViaApi as createResumeViaApi } from '../resumes/support.ts';
import {
  call,
  createJobViaApi,
  expectError,
  expectFieldError,
  jobAppForSuite,
  jobRequest,
  newUser,
  premiumUserForSuite,
  seedJobs,
  storedJob,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('job applications on %s', (dialect) => {
  const t = jobAppForSuite(dialect);
  const user = premiumUserForSuite(t);

  const list = async (who: SignedInUser, query = '') => {
    const res = await call(t, who, { method: 'GET', url: `/api/jobs${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ListJobsResponseSchema.parse(res.json());
  };

  describe('create and read', () => {
    it('creates an application in the first visible stage, with a created event', async () => {
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/jobs',
        payload: {
          company: '  Acme  ',
          role: 'Staff Engineer',
          salaryMin: 100_000,
          salaryMax: 120_000,
          salaryCurrency: 'EUR',
          salaryPeriod: 'year',
          postingUrl: 'https://jobs.example.com/1',
          tags: ['remote', 'Remote', 'go'],
          nextInterviewAt: '2026-12-01T10:00:00+02:00',
          contacts: [{ name: 'Rita', email: 'rita@example.com' }],
          jobDescription: 'Build things.\nRun them.',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const job = JobApplicationDetailSchema.parse(res.json());
      expect(job).toMatchObject({
        version: 1,
        stageId: 'wishlist',
        company: 'Acme',
        role: 'Staff Engineer',
        priority: 'medium',
        tags: ['remote', 'go'],
        nextInterviewAt: '2026-12-01T08:00:00.000Z',
        hasJobDescription: true,
        jobDescription: 'Build things.\nRun them.',
        sent: null,
        location: null,
      });
      expect(job.timeline).toEqual([
        expect.objectContaining({ kind: 'created', fromStageId: null, toStageId: 'wishlist' }),
      ]);

      const got = await call(t, user, { method: 'GET', url: `/api/jobs/${job.id}` });
      expect(got.statusCode).toBe(200);
      expect(JobApplicationDetailSchema.parse(got.json())).toEqual(job);
    });

    it('starts in the named stage, at the bottom of it', async () => {
      const first = await createJobViaApi(t, user, { stageId: 'interviewing' });
      const second = await createJobViaApi(t, user, { stageId: 'interviewing' });
      expect([first.stageId, first.position]).toEqual(['interviewing', 0]);
      expect([second.stageId, second.position]).toEqual(['interviewing', 1]);
    });

    it('refuses a stage the board does not have with 400 naming the field', async () => {
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/jobs',
        payload: jobRequest({ stageId: 'phone-screen' }),
      });
      expectFieldError(res, 'stageId', /phone-screen/);
    });

    it('lists in board order and filters by text, stage, tag, source and day', async () => {
      const other = await newUser(t);
      await createJobViaApi(t, other, { company: 'Zeta', role: 'Designer', stageId: 'offer' });
      await createJobViaApi(t, other, {
        company: 'Núñez & Co',
        role: 'Data Engineer',
        stageId: 'applied',
        tags: ['Python'],
        source: 'Referral',
      });
      await createJobViaApi(t, other, { company: 'Alpha', role: 'Engineer', location: 'Porto' });

      const all = await list(other);
      expect(all.total).toBe(3);
      expect(all.items.map((job) => job.company)).toEqual(['Alpha', 'Núñez & Co', 'Zeta']);
      expect(all.items[0]).not.toHaveProperty('jobDescription');

      expect((await list(other, '?q=nunez')).items.map((j) => j.company)).toEqual(['Núñez & Co']);
      expect((await list(other, '?q=PORTO')).items.map((j) => j.company)).toEqual(['Alpha']);
      expect((await list(other, '?q=python')).items.map((j) => j.company)).toEqual(['Núñez & Co']);
      expect((await list(other, '?stageId=offer')).items.map((j) => j.company)).toEqual(['Zeta']);
      expect((await list(other, '?tag=python')).total).toBe(1);
      expect((await list(other, '?source=referral')).total).toBe(1);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(other, `?from=${today}&to=${today}`)).total).toBe(3);
      expect((await list(other, '?to=2020-01-01')).total).toBe(0);
    });

    it('filters by created day in UTC, both ends included', async () => {
      const someone = await newUser(t);
      await seedJobs(t, someone.id, 3, (i) => ({
        created_at: [
          '2026-03-01T23:59:59.000Z',
          '2026-03-02T00:00:00.000Z',
          '2026-03-03T00:00:00.000Z',
        ][i],
      }));
      const res = await list(someone, '?from=2026-03-02&to=2026-03-02');
      expect(res.items.map((job) => job.createdAt)).toEqual(['2026-03-02T00:00:00.000Z']);
    });

    it('refuses bad filters with 400', async () => {
      expectFieldError(
        await call(t, user, { method: 'GET', url: '/api/jobs?from=2026-13-01' }),
        'from',
      );
      expectFieldError(await call(t, user, { method: 'GET', url: '/api/jobs?q=a%00b' }), 'q');
    });
  });

  describe('validation', () => {
    const create = (payload: Record<string, unknown>) =>
      call(t, user, { method: 'POST', url: '/api/jobs', payload });

    it('names each bad field, never a 500', async () => {
      const res = await create({
        company: '',
        role: 'x'.repeat(201),
        postingUrl: 'javascript:alert(1)',
        salaryCurrency: 'euro',
        appliedOn: '2026-02-30',
        remotePolicy: 'moon',
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      });
      for (const path of [
        'company',
        'role',
        'postingUrl',
        'salaryCurrency',
        'appliedOn',
        'remotePolicy',
        'tags',
      ]) {
        expectFieldError(res, path);
      }
    });

    it('refuses control characters in single-line text', async () => {
      expectFieldError(await create(jobRequest({ company: 'Ac\u0000me' })), 'company', /control/);
      expectFieldError(await create(jobRequest({ role: 'Dev\nOps' })), 'role', /control/);
      // A description keeps its line breaks.
      const fine = await create(jobRequest({ jobDescription: 'Line one\nLine two\ttabbed' }));
      expect(fine.statusCode).toBe(201);
      expectFieldError(
        await create(jobRequest({ jobDescription: 'bell\u0007' })),
        'jobDescription',
        /control/,
      );
    });

    it('keeps the lowest salary at or below the highest', async () => {
      expectFieldError(await create(jobRequest({ salaryMin: 10, salaryMax: 5 })), 'salaryMin');
      const job = await createJobViaApi(t, user, { salaryMin: 100, salaryMax: 200 });
      const patch = await call(t, user, {
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        payload: { version: 1, salaryMax: 50 },
      });
      expectFieldError(patch, 'salaryMax', /lowest salary/);
      expect((await storedJob(t, job.id))!.salary_max).toBe(200);
    });

    it("links only the user's own resumes", async () => {
      const mine = await createResumeViaApi(t, user);
      const stranger = await newUser(t);
      const theirs = await createResumeViaApi(t, stranger);
      expect((await createJobViaApi(t, user, { resumeId: mine.id })).resumeId).toBe(mine.id);
      const res = await create(jobRequest({ resumeId: theirs.id }));
      expectError(res, 404, 'NOT_FOUND');
      const job = await createJobViaApi(t, user);
      const patch = await call(t, user, {
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        payload: { version: 1, resumeId: theirs.id },
      });
      expectError(patch, 404, 'NOT_FOUND');
      expect((await storedJob(t, job.id))!.resume_id).toBeNull();
    });

    it('answers malformed JSON with 400', async () => {
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/jobs',
        headers: { 'content-type': 'application/json' },
        payload: '{"company": ',
      });
      expectError(res, 400, 'BAD_REQUEST');
    });
  });

  describe('update', () => {
    it('saves the fields named, bumps the version and keeps the rest', async () => {
      const job = await createJobViaApi(t, user, { location: 'Lisbon', tags: ['a'] });
      const res = await call(t, user, {
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        payload: { version: 1, role: 'Principal Engineer', location: null, priority: 'high' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = JobApplicationDetailSchema.parse(res.json());
      expect(updated).toMatchObject({
        version: 2,
        role: 'Principal Engineer',
        location: null,
        priority: 'high',
        tags: ['a'],
        company: job.company,
      });
      expect(updated.updatedAt >= job.updatedAt).toBe(true);
    });

    it('does not change the stage: that is a move', async () => {
      const job = await createJobViaApi(t, user);
      const res = await call(t, user, {
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        payload: { version: 1, stageId: 'offer' },
      });
      expectFieldError(res, 'stageId', /Move/);
      expect((await storedJob(t, job.id))!).toMatchObject({ stage_id: 'wishlist', version: 1 });
    });
  });

  describe('delete and restore', () => {
    it('deletes softly and restores within the window', async () => {
      const job = await createJobViaApi(t, user, { company: 'Soft Corp' });
      const del = await call(t, user, { method: 'DELETE', url: `/api/jobs/${job.id}` });
      expect(del.statusCode).toBe(204);
      expect(del.body).toBe('');
      expectError(
        await call(t, user, { method: 'GET', url: `/api/jobs/${job.id}` }),
        404,
        'NOT_FOUND',
      );
      expect((await list(user)).items.map((j) => j.id)).not.toContain(job.id);
      expectError(
        await call(t, user, { method: 'DELETE', url: `/api/jobs/${job.id}` }),
        404,
        'NOT_FOUND',
      );

      const restore = await call(t, user, { method: 'POST', url: `/api/jobs/${job.id}/restore` });
      expect(restore.statusCode, restore.body).toBe(200);
      const restored = JobApplicationDetailSchema.parse(restore.json());
      expect(restored).toMatchObject({ id: job.id, company: 'Soft Corp', stageId: 'wishlist' });
      expect(restored.timeline.map((e) => e.kind)).toEqual(['created']);
      expect((await list(user)).items.map((j) => j.id)).toContain(job.id);
    });

    it('answers 404 past the restore window, or for one never deleted', async () => {
      const job = await createJobViaApi(t, user);
      await t.database.db
        .updateTable('job_applications')
        .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
        .where('id', '=', job.id)
        .execute();
      expectError(
        await call(t, user, { method: 'POST', url: `/api/jobs/${job.id}/restore` }),
        404,
        'NOT_FOUND',
      );
      const live = await createJobViaApi(t, user);
      expectError(
        await call(t, user, { method: 'POST', url: `/api/jobs/${live.id}/restore` }),
        404,
        'NOT_FOUND',
      );
    });

    it('restores into the first visible stage when its stage was removed meanwhile', async () => {
      const someone = await newUser(t);
      const board = {
        stages: [
          { id: 'wishlist', name: 'Wishlist', phase: 'wishlist' },
          { id: 'later', name: 'Later', phase: 'wishlist' },
          { id: 'applied', name: 'Applied', phase: 'applied' },
        ],
      };
      expect(
        (await call(t, someone, { method: 'PUT', url: '/api/jobs/board', payload: board }))
          .statusCode,
      ).toBe(200);
      const job = await createJobViaApi(t, someone, { stageId: 'later' });
      await call(t, someone, { method: 'DELETE', url: `/api/jobs/${job.id}` });
      const smaller = { stages: board.stages.filter((s) => s.id !== 'later') };
      expect(
        (await call(t, someone, { method: 'PUT', url: '/api/jobs/board', payload: smaller }))
          .statusCode,
      ).toBe(200);
      const res = await call(t, someone, { method: 'POST', url: `/api/jobs/${job.id}/restore` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ stageId: 'wishlist' });
    });
  });

  describe('notes', () => {
    it('adds notes to the timeline, newest first, and removes only notes', async () => {
      const job = await createJobViaApi(t, user);
      const add = (text: string) =>
        call(t, user, { method: 'POST', url: `/api/jobs/${job.id}/notes`, payload: { text } });
      const first = await add('Called the recruiter.');
      expect(first.statusCode, first.body).toBe(201);
      const note = JobEventSchema.parse(first.json());
      expect(note).toMatchObject({ kind: 'note', text: 'Called the recruiter.' });
      await add('Second note\nwith two lines.');

      const detail = JobApplicationDetailSchema.parse(
        (await call(t, user, { method: 'GET', url: `/api/jobs/${job.id}` })).json(),
      );
      expect(detail.timeline.map((e) => e.kind)).toEqual(['note', 'note', 'created']);
      expect(detail.timeline[0]!.text).toBe('Second note\nwith two lines.');
      // A note is not a field: the version an edit form holds stays valid.
      expect(detail.version).toBe(1);

      expectFieldError(await add('   '), 'text');
      const created = detail.timeline.find((e) => e.kind === 'created')!;
      expectError(
        await call(t, user, { method: 'DELETE', url: `/api/jobs/${job.id}/notes/${created.id}` }),
        404,
        'NOT_FOUND',
      );
      const del = await call(t, user, {
        method: 'DELETE',
        url: `/api/jobs/${job.id}/notes/${note.id}`,
      });
      expect(del.statusCode).toBe(204);
      const after = JobApplicationDetailSchema.parse(
        (await call(t, user, { method: 'GET', url: `/api/jobs/${job.id}` })).json(),
      );
      expect(after.timeline.map((e) => e.id)).not.toContain(note.id);
      expect(after.timeline).toHaveLength(2);
    });
  });

  describe('the per-user cap', () => {
    it('answers 409 JOB_LIMIT_REACHED at the cap, counting restorable deletions', async () => {
      const heavy = await newUser(t);
      await seedJobs(t, heavy.id, JOBS_PER_USER_MAX, (i) =>
        i === 0 ? { deleted_at: new Date(Date.now() - 86_400_000).toISOString() } : {},
      );
      const res = await call(t, heavy, { method: 'POST', url: '/api/jobs', payload: jobRequest() });
      const body = expectError(res, 409, 'JOB_LIMIT_REACHED');
      expect(body.details).toMatchObject({ limit: JOBS_PER_USER_MAX, room: 0 });

      // A deletion past the restore window no longer counts.
      await t.database.db
        .updateTable('job_applications')
        .set({ deleted_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
        .where('user_id', '=', heavy.id)
        .where('deleted_at', 'is not', null)
        .execute();
      expect(
        (await call(t, heavy, { method: 'POST', url: '/api/jobs', payload: jobRequest() }))
          .statusCode,
      ).toBe(201);
    });
  });
});
