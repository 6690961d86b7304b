import {
  DEFAULT_JOB_STAGES,
  JobApplicationDetailSchema,
  JobBoardSchema,
  ListJobsResponseSchema,
} from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import {
  call,
  createJobViaApi,
  expectError,
  expectFieldError,
  jobAppForSuite,
  moveViaApi,
  newUser,
  premiumUserForSuite,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('board, moves and bulk on %s', (dialect) => {
  const t = jobAppForSuite(dialect);

  const columns = async (user: SignedInUser) => {
    const res = await call(t, user, { method: 'GET', url: '/api/jobs' });
    const { items } = ListJobsResponseSchema.parse(res.json());
    const byStage: Record<string, string[]> = {};
    for (const job of items) (byStage[job.stageId] ??= []).push(job.company);
    // Positions are 0, 1, 2… in each column.
    const positions: Record<string, number[]> = {};
    for (const job of items) (positions[job.stageId] ??= []).push(job.position);
    return { byStage, positions, items };
  };
  const putBoard = (user: SignedInUser, stages: unknown[]) =>
    call(t, user, { method: 'PUT', url: '/api/jobs/board', payload: { stages } });

  describe('moves', () => {
    const user = premiumUserForSuite(t);

    it('reorders within a column and across columns, renumbering both', async () => {
      const [a, b, c] = [
        await createJobViaApi(t, user, { company: 'A' }),
        await createJobViaApi(t, user, { company: 'B' }),
        await createJobViaApi(t, user, { company: 'C' }),
      ];
      // Within wishlist: C to the top.
      const movedC = await moveViaApi(t, user, c!, 'wishlist', 0);
      expect(movedC).toMatchObject({ version: 2, position: 0, stageId: 'wishlist' });
      expect(movedC.timeline.map((e) => e.kind)).toEqual(['created']);
      expect((await columns(user)).byStage).toEqual({ wishlist: ['C', 'A', 'B'] });

      // A to applied, then B to applied above it; an index past the end means the bottom.
      await moveViaApi(t, user, a!, 'applied', 99);
      const movedB = await moveViaApi(t, user, b!, 'applied', 0);
      const state = await columns(user);
      expect(state.byStage).toEqual({ wishlist: ['C'], applied: ['B', 'A'] });
      expect(state.positions).toEqual({ wishlist: [0], applied: [0, 1] });
      expect(movedB.timeline[0]).toMatchObject({
        kind: 'stage',
        fromStageId: 'wishlist',
        toStageId: 'applied',
        text: '',
      });
      // Entering the applied phase dates the application when it had no applied day.
      expect(movedB.appliedOn).toBe(new Date().toISOString().slice(0, 10));
    });

    it('keeps a timeline of every stage change, newest first', async () => {
      const job = await createJobViaApi(t, user, { company: 'Timeline' });
      const one = await moveViaApi(t, user, job, 'applied');
      const two = await moveViaApi(t, user, one, 'interviewing');
      const three = await moveViaApi(t, user, two, 'offer');
      expect(three.version).toBe(4);
      expect(three.timeline.map((e) => [e.kind, e.fromStageId, e.toStageId])).toEqual([
        ['stage', 'interviewing', 'offer'],
        ['stage', 'applied', 'interviewing'],
        ['stage', 'wishlist', 'applied'],
        ['created', null, 'wishlist'],
      ]);
      const got = JobApplicationDetailSchema.parse(
        (await call(t, user, { method: 'GET', url: `/api/jobs/${job.id}` })).json(),
      );
      expect(got.timeline).toEqual(three.timeline);
    });

    it('refuses an unknown stage with 400 and moves nothing', async () => {
      const job = await createJobViaApi(t, user);
      const res = await call(t, user, {
        method: 'POST',
        url: `/api/jobs/${job.id}/move`,
        payload: { version: 1, stageId: 'nowhere', index: 0 },
      });
      expectFieldError(res, 'stageId', /nowhere/);
      expectFieldError(
        await call(t, user, {
          method: 'POST',
          url: `/api/jobs/${job.id}/move`,
          payload: { version: 1, stageId: 'applied', index: -1 },
        }),
        'index',
      );
    });
  });

  describe('bulk', () => {
    it("moves the user's listed applications to the bottom of a stage, one event each", async () => {
      const user = await newUser(t);
      const already = await createJobViaApi(t, user, { company: 'Already', stageId: 'rejected' });
      const jobs = [];
      for (const company of ['One', 'Two', 'Three']) {
        jobs.push(await createJobViaApi(t, user, { company }));
      }
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/jobs/bulk-stage',
        payload: {
          ids: [jobs[2]!.id, jobs[0]!.id, jobs[0]!.id, already.id, 'not-an-id'],
          stageId: 'rejected',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ updated: 2 });
      const state = await columns(user);
      expect(state.byStage).toEqual({ wishlist: ['Two'], rejected: ['Already', 'Three', 'One'] });
      expect(state.positions.rejected).toEqual([0, 1, 2]);
      const detail = JobApplicationDetailSchema.parse(
        (await call(t, user, { method: 'GET', url: `/api/jobs/${jobs[0]!.id}` })).json(),
      );
      expect(detail.version).toBe(2);
      expect(detail.timeline.map((e) => [e.kind, e.toStageId])).toEqual([
        ['stage', 'rejected'],
        ['created', 'wishlist'],
      ]);
      expectFieldError(
        await call(t, user, {
          method: 'POST',
          url: '/api/jobs/bulk-stage',
          payload: { ids: [jobs[1]!.id], stageId: 'limbo' },
        }),
        'stageId',
      );
      expectFieldError(
        await call(t, user, {
          method: 'POST',
          url: '/api/jobs/bulk-stage',
          payload: { ids: [], stageId: 'offer' },
        }),
        'ids',
      );
    });
  });

  describe('board', () => {
    it('starts as the default board', async () => {
      const user = await newUser(t);
      const res = await call(t, user, { method: 'GET', url: '/api/jobs/board' });
      expect(res.statusCode).toBe(200);
      expect(JobBoardSchema.parse(res.json())).toEqual({ stages: DEFAULT_JOB_STAGES });
    });

    it('renames, reorders, adds and hides stages; lists and new cards follow', async () => {
      const user = await newUser(t);
      await createJobViaApi(t, user, { company: 'In wishlist' });
      await createJobViaApi(t, user, { company: 'In offer', stageId: 'offer' });
      const stages = [
        { id: 'offer', name: 'Offers 🎉', phase: 'offer' },
        { id: 'wishlist', name: 'Ideas', phase: 'wishlist', hidden: true },
        { id: 'phone-screen', name: 'Phone screen', phase: 'interviewing' },
        ...DEFAULT_JOB_STAGES.filter((s) => !['offer', 'wishlist'].includes(s.id)),
      ];
      const res = await putBoard(user, stages);
      expect(res.statusCode, res.body).toBe(200);
      const saved = JobBoardSchema.parse(res.json());
      expect(saved.stages.map((s) => s.id)).toEqual(stages.map((s) => s.id));
      expect(saved.stages[0]).toEqual({
        id: 'offer',
        name: 'Offers 🎉',
        phase: 'offer',
        hidden: false,
      });
      expect(
        JobBoardSchema.parse(
          (await call(t, user, { method: 'GET', url: '/api/jobs/board' })).json(),
        ),
      ).toEqual(saved);

      expect((await columns(user)).items.map((j) => j.company)).toEqual([
        'In offer',
        'In wishlist',
      ]);
      // The first visible stage is now "offer"; "wishlist" is hidden.
      expect((await createJobViaApi(t, user, { company: 'New' })).stageId).toBe('offer');
      expect((await createJobViaApi(t, user, { stageId: 'phone-screen' })).stageId).toBe(
        'phone-screen',
      );
    });

    it('refuses to remove a stage that holds applications, naming it', async () => {
      const user = await newUser(t);
      await createJobViaApi(t, user, { stageId: 'offer' });
      await createJobViaApi(t, user, { stageId: 'offer' });
      const without = DEFAULT_JOB_STAGES.filter((s) => s.id !== 'offer');
      const res = await putBoard(user, without);
      const body = expectError(res, 409, 'CONFLICT');
      expect(body.message).toContain('"Offer"');
      expect(body.message).toContain('2 applications');
      expect(body.details).toEqual({ stages: [{ id: 'offer', name: 'Offer', count: 2 }] });
      expect(
        JobBoardSchema.parse(
          (await call(t, user, { method: 'GET', url: '/api/jobs/board' })).json(),
        ).stages,
      ).toEqual(DEFAULT_JOB_STAGES);

      // An empty stage goes; a deleted application does not hold its stage.
      const gone = await createJobViaApi(t, user, { stageId: 'withdrawn' });
      const deleted = await call(t, user, { method: 'DELETE', url: `/api/jobs/${gone.id}` });
      expect(deleted.statusCode).toBe(204);
      expect(
        (
          await putBoard(
            user,
            DEFAULT_JOB_STAGES.filter((s) => s.id !== 'withdrawn'),
          )
        ).statusCode,
      ).toBe(200);
    });

    it('refuses boards the contract or the rules do not allow', async () => {
      const user = await newUser(t);
      const stage = { id: 'a', name: 'A', phase: 'applied' };
      expectFieldError(await putBoard(user, []), 'stages');
      expectFieldError(await putBoard(user, [stage, { ...stage, name: 'B' }]), 'stages');
      expectFieldError(await putBoard(user, [{ ...stage, id: 'Not A Slug' }]), 'stages.0.id');
      expectFieldError(await putBoard(user, [{ ...stage, phase: 'dreaming' }]), 'stages.0.phase');
      expectFieldError(await putBoard(user, [{ ...stage, name: 'Tab\tname' }]), 'stages.0.name');
      expectFieldError(await putBoard(user, [{ ...stage, hidden: true }]), 'stages', /visible/);
      expectFieldError(
        await putBoard(
          user,
          Array.from({ length: 21 }, (_, i) => ({ ...stage, id: `s${i}` })),
        ),
        'stages',
      );
    });
  });
});
