import {
  CreateResumeResponseSchema,
  ListResumesResponseSchema,
  ResumeDetailSchema,
  ResumeSamplesResponseSchema,
} from '@resumio/contract/resumes';
import { ApiErrorBodySchema } from '@resumio/contract';
import { RESUME_SAMPLES } from '@resumio/resume';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  createViaApi,
  newUser,
  resumeDocument,
  storedRow,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('resume CRUD on %s', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    user = await newUser(t);
  });
  afterAll(async () => t?.close());

  it('needs a signed-in user', async () => {
    const res = await call(t, undefined, { method: 'GET', url: '/api/resumes' });
    expect(res.statusCode).toBe(401);
  });

  it('creates a blank resume in the chosen template', async () => {
    const res = await call(t, user, {
      method: 'POST',
      url: '/api/resumes',
      payload: { source: 'blank', title: 'My first resume', templateId: 'modern' },
    });
    expect(res.statusCode).toBe(201);
    const body = CreateResumeResponseSchema.parse(res.json());
    expect(body).toMatchObject({ title: 'My first resume', templateId: 'modern', version: 1 });
    expect(body.document.resumio).toMatchObject({ title: 'My first resume', templateId: 'modern' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('creates a blank resume with defaults from an empty request', async () => {
    const body = await createViaApi(t, user, { source: 'blank' });
    expect(body).toMatchObject({ title: 'Untitled resume', templateId: 'classic', name: '' });
  });

  it('creates a resume from a sample, offered by /api/resume-samples', async () => {
    const samples = await call(t, undefined, { method: 'GET', url: '/api/resume-samples' });
    expect(samples.statusCode).toBe(200);
    const list = ResumeSamplesResponseSchema.parse(samples.json());
    expect(list.map((s) => s.id)).toEqual(RESUME_SAMPLES.map((s) => s.id));
    const spanish = list.find((s) => s.id === 'data-engineer-es')!;
    expect(spanish.name).toBe('José Núñez');

    const body = await createViaApi(t, user, { source: 'sample', sampleId: spanish.id });
    expect(body.name).toBe('José Núñez');
    expect(body.headline).toBe(spanish.headline);
    expect(body.templateId).toBe(spanish.templateId);
    expect(body.document.work?.length).toBeGreaterThan(0);
  });

  it('refuses an unknown sample with 400 and the field', async () => {
    const res = await call(t, user, {
      method: 'POST',
      url: '/api/resumes',
      payload: { source: 'sample', sampleId: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'sampleId' }],
    });
  });

  it('refuses an unknown source with 400', async () => {
    for (const payload of ['{"source":"magic"}', '{}', '[]', '"text"', 'null', '{']) {
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/resumes',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(res.json()).code).toMatch(/VALIDATION_ERROR|BAD_REQUEST/);
    }
  });

  it('reads, renames and edits a resume, keeping title column and document in step', async () => {
    const created = await createViaApi(t, user, {
      source: 'document',
      document: resumeDocument({ title: 'Draft', name: 'Grace Hopper', label: 'Admiral' }),
    });
    expect(created).toMatchObject({ title: 'Draft', name: 'Grace Hopper', headline: 'Admiral' });

    const got = await call(t, user, { method: 'GET', url: `/api/resumes/${created.id}` });
    expect(got.statusCode).toBe(200);
    expect(ResumeDetailSchema.parse(got.json())).toEqual(created);

    const renamed = await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${created.id}`,
      payload: { version: 1, title: '  Navy resume  ' },
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = ResumeDetailSchema.parse(renamed.json());
    expect(afterRename.version).toBe(2);
    expect(afterRename.title).toBe('Navy resume');
    expect(afterRename.document.resumio?.title).toBe('Navy resume');
    expect(afterRename.document.basics?.name).toBe('Grace Hopper');

    const document = structuredClone(afterRename.document);
    document.basics!.name = 'Grace Brewster Hopper';
    document.basics!.label = 'Rear Admiral';
    document.resumio!.title = 'Navy resume (long)';
    const edited = await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${created.id}`,
      payload: { version: 2, document },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      version: 3,
      title: 'Navy resume (long)',
      name: 'Grace Brewster Hopper',
      headline: 'Rear Admiral',
    });
    const row = await storedRow(t, created.id);
    expect(row).toMatchObject({ title: 'Navy resume (long)', version: 3 });
    expect(JSON.parse(row!.document).resumio.title).toBe('Navy resume (long)');
    expect(row!.updated_at >= created.updatedAt).toBe(true);

    // Both at once: the title field wins and lands in the document too.
    const both = await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${created.id}`,
      payload: { version: 3, title: 'Final', document },
    });
    expect(both.json()).toMatchObject({ version: 4, title: 'Final' });
    expect(both.json().document.resumio.title).toBe('Final');
  });

  it('refuses an update with nothing to change, or without a version', async () => {
    const created = await createViaApi(t, user);
    for (const payload of [{ version: 1 }, { title: 'x' }, { version: 0, title: 'x' }]) {
      const res = await call(t, user, {
        method: 'PATCH',
        url: `/api/resumes/${created.id}`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await storedRow(t, created.id))!.version).toBe(1);
  });

  it('duplicates a resume as "Copy of …" at version 1', async () => {
    const created = await createViaApi(t, user, {
      source: 'document',
      document: resumeDocument({ title: 'Original' }),
    });
    await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${created.id}`,
      payload: { version: 1, title: 'Original v2' },
    });
    const res = await call(t, user, {
      method: 'POST',
      url: `/api/resumes/${created.id}/duplicate`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(201);
    const copy = ResumeDetailSchema.parse(res.json());
    expect(copy.id).not.toBe(created.id);
    expect(copy).toMatchObject({ title: 'Copy of Original v2', version: 1 });
    expect(copy.document.resumio?.title).toBe('Copy of Original v2');
    expect(copy.document.work).toEqual(created.document.work);
  });

  it('keeps a long title within bounds when duplicating', async () => {
    const created = await createViaApi(t, user, {
      source: 'blank',
      title: 'T'.repeat(120),
    });
    const res = await call(t, user, {
      method: 'POST',
      url: `/api/resumes/${created.id}/duplicate`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toHaveLength(120);
    expect(res.json().title.startsWith('Copy of T')).toBe(true);
  });

  it('soft-deletes: gone from list and get, restorable, then back', async () => {
    const created = await createViaApi(t, user, {
      source: 'document',
      document: resumeDocument({ title: 'Deleted then restored' }),
    });
    const listIds = async () =>
      ListResumesResponseSchema.parse(
        (await call(t, user, { method: 'GET', url: '/api/resumes?pageSize=100' })).json(),
      ).items.map((i) => i.id);
    expect(await listIds()).toContain(created.id);

    const del = await call(t, user, { method: 'DELETE', url: `/api/resumes/${created.id}` });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(await listIds()).not.toContain(created.id);
    expect(
      (await call(t, user, { method: 'GET', url: `/api/resumes/${created.id}` })).statusCode,
    ).toBe(404);
    expect((await storedRow(t, created.id))!.deleted_at).not.toBeNull();
    // A second delete finds nothing to delete; an update of a deleted resume finds nothing either.
    expect(
      (await call(t, user, { method: 'DELETE', url: `/api/resumes/${created.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, user, {
          method: 'PATCH',
          url: `/api/resumes/${created.id}`,
          payload: { version: 1, title: 'Zombie' },
        })
      ).statusCode,
    ).toBe(404);

    const restored = await call(t, user, {
      method: 'POST',
      url: `/api/resumes/${created.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(ResumeDetailSchema.parse(restored.json())).toMatchObject({
      id: created.id,
      title: 'Deleted then restored',
      version: 1,
    });
    expect(await listIds()).toContain(created.id);
    // Restoring a live resume is not a thing.
    expect(
      (await call(t, user, { method: 'POST', url: `/api/resumes/${created.id}/restore` }))
        .statusCode,
    ).toBe(404);
  });

  it('cannot restore after the restore window, and purges such rows at start-up', async () => {
    const created = await createViaApi(t, user);
    await call(t, user, { method: 'DELETE', url: `/api/resumes/${created.id}` });
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.database.db
      .updateTable('resumes')
      .set({ deleted_at: longAgo })
      .where('id', '=', created.id)
      .execute();
    const res = await call(t, user, {
      method: 'POST',
      url: `/api/resumes/${created.id}/restore`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');

    const { purgeDeletedResumes } =
      await import('../../src/modules/resumes/purge-deleted-resumes.ts');
    expect(await purgeDeletedResumes({ db: t.database.db })).toBeGreaterThanOrEqual(1);
    expect(await storedRow(t, created.id)).toBeUndefined();
  });

  it('answers 404 for ids that are not resume ids', async () => {
    for (const id of ['nope', '1', "' or 1=1 --", 'x'.repeat(90)]) {
      const res = await call(t, user, {
        method: 'GET',
        url: `/api/resumes/${encodeURIComponent(id)}`,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('removes resumes with their user', async () => {
    const gone = await newUser(t);
    const created = await createViaApi(t, gone);
    await t.database.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await storedRow(t, created.id)).toBeUndefined();
  });
});
