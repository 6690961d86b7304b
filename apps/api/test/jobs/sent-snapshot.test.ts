import { JobApplicationDetailSchema, ListJobsResponseSchema } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { pdftotext } from '@resumio/resume/testing/pdftotext';
import { describe, expect, it } from 'vitest';
import { createLetterViaApi, letterContent } from '../cover-letters/support.ts';
import { createViaApi as createResumeViaApi, resumeDocument } from '../resumes/support.ts';
import {
  call,
  createJobViaApi,
  expectError,
  jobAppForSuite,
  moveViaApi,
  premiumUserForSuite,
  storedJob,
} from './support.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(testDialects())('the resume as sent, on %s', (dialect) => {
  const t = jobAppForSuite(dialect);
  const user = premiumUserForSuite(t);

  const sentPdf = (id: string) => call(t, user, { method: 'GET', url: `/api/jobs/${id}/sent.pdf` });
  const detail = async (id: string) =>
    JobApplicationDetailSchema.parse(
      (await call(t, user, { method: 'GET', url: `/api/jobs/${id}` })).json(),
    );

  it('freezes the resume on entering Applied; later edits of the resume do not change it', async () => {
    const resume = await createResumeViaApi(t, user, {
      source: 'document',
      document: resumeDocument({
        title: 'Sent version',
        name: 'Ada Lovelace',
        label: 'Original Analyst Headline',
      }),
    });
    const letter = await createLetterViaApi(t, user, { title: 'Sent letter' });
    const job = await createJobViaApi(t, user, {
      resumeId: resume.id,
      coverLetterId: letter.id,
      jobDescription: 'Analyse engines.',
    });
    expect(job.sent).toBeNull();
    expectError(await sentPdf(job.id), 404, 'NOT_FOUND');

    const applied = await moveViaApi(t, user, job, 'applied');
    expect(applied.sent).toEqual({
      takenAt: expect.any(String),
      resumeId: resume.id,
      resumeTitle: 'Sent version',
      coverLetterId: letter.id,
      coverLetterTitle: 'Sent letter',
      jobDescription: 'Analyse engines.',
    });
    expect(applied.timeline.map((e) => e.kind)).toEqual(['snapshot', 'stage', 'created']);
    // The list shows what was sent without the job description, which comes with the detail.
    const listed = await call(t, user, { method: 'GET', url: '/api/jobs' });
    ListJobsResponseSchema.parse(listed.json());
    const list = listed.json() as { items: { id: string; sent: unknown }[] };
    const { jobDescription: _sentText, ...summary } = applied.sent!;
    expect(list.items.find((item) => item.id === job.id)?.sent).toStrictEqual(summary);
    const stored = JSON.parse((await storedJob(t, job.id))!.sent_snapshot!);
    expect(stored.document.basics.label).toBe('Original Analyst Headline');
    expect(stored.document.resumio).toMatchObject({ templateId: 'classic', title: 'Sent version' });
    // The cover letter is frozen with it.
    expect(stored.coverLetter).toEqual({ title: 'Sent letter', content: letter.content });

    // The resume is rewritten, in another template, after it was sent.
    const edit = await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${resume.id}`,
      payload: {
        version: resume.version,
        document: resumeDocument({
          title: 'Sent version',
          name: 'Ada Lovelace',
          label: 'Rewritten Headline Later',
          templateId: 'modern',
        }),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const current = await call(t, user, {
      method: 'GET',
      url: `/api/resumes/${resume.id}/export?format=pdf`,
    });
    expect(flat(await pdftotext(current.rawPayload))).toContain('Rewritten Headline Later');

    const res = await sentPdf(job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('ada-lovelace-resume.pdf');
    const text = flat(await pdftotext(res.rawPayload));
    expect(text).toContain('Original Analyst Headline');
    expect(text).toContain('Ada Lovelace');
    expect(text).not.toContain('Rewritten Headline Later');

    // The job description and the link can change; what was sent does not.
    const patched = await call(t, user, {
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: {
        version: applied.version,
        jobDescription: 'Changed after sending.',
        resumeId: null,
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().sent).toEqual(applied.sent);
  });

  it('keeps the cover letter as sent, on the letterhead of the resume as sent', async () => {
    const resume = await createResumeViaApi(t, user, {
      source: 'document',
      document: resumeDocument({ title: 'Letterhead', name: 'Grace Hopper', label: 'Admiral' }),
    });
    const letter = await createLetterViaApi(t, user, {
      title: 'Northwind letter',
      resumeId: resume.id,
      content: letterContent({ greeting: 'Dear Maria Lopez, as sent,' }),
    });
    const job = await createJobViaApi(t, user, { resumeId: resume.id, coverLetterId: letter.id });
    const letterPdf = (id: string) =>
      call(t, user, { method: 'GET', url: `/api/jobs/${id}/sent-letter.pdf` });
    expectError(await letterPdf(job.id), 404, 'NOT_FOUND');
    await moveViaApi(t, user, job, 'applied');

    // Both the letter and its resume change after sending.
    const edited = await call(t, user, {
      method: 'PATCH',
      url: `/api/cover-letters/${letter.id}`,
      payload: { version: letter.version, content: letterContent({ greeting: 'Hello later,' }) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const renamed = await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${resume.id}`,
      payload: {
        version: resume.version,
        document: resumeDocument({ title: 'Letterhead', name: 'Grace B. Hopper', label: 'Later' }),
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const res = await letterPdf(job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('northwind-letter.pdf');
    const text = flat(await pdftotext(res.rawPayload));
    expect(text).toContain('Dear Maria Lopez, as sent,');
    expect(text).toContain('Grace Hopper');
    expect(text).not.toContain('Hello later');
    expect(text).not.toContain('Grace B. Hopper');
  });

  it('lists the summary of what was sent without reading the document, in any script', async () => {
    const title = 'Lebenslauf – Ünïcödé 履歴書 🚀';
    const resume = await createResumeViaApi(t, user, {
      source: 'document',
      document: resumeDocument({ title, name: 'Zoë Ålund', label: '"document": quoted' }),
    });
    const letter = await createLetterViaApi(t, user, { title: 'Lettre « envoyée » ✉️' });
    const job = await createJobViaApi(t, user, {
      resumeId: resume.id,
      coverLetterId: letter.id,
      jobDescription: 'Beschreibung mit "Anführungszeichen", ,"document": und 😀.',
    });
    const applied = await moveViaApi(t, user, job, 'applied');
    const listed = await call(t, user, { method: 'GET', url: '/api/jobs' });
    const items = ListJobsResponseSchema.parse(listed.json()).items;
    const { jobDescription: _sentText, ...summary } = applied.sent!;
    expect(summary).toMatchObject({
      resumeTitle: title,
      coverLetterTitle: 'Lettre « envoyée » ✉️',
    });
    expect(items.find((item) => item.id === job.id)?.sent).toStrictEqual(summary);
  });

  it('has no sent letter when none was linked, or it was deleted before sending', async () => {
    const resume = await createResumeViaApi(t, user);
    const letter = await createLetterViaApi(t, user);
    const job = await createJobViaApi(t, user, { resumeId: resume.id, coverLetterId: letter.id });
    const gone = await call(t, user, { method: 'DELETE', url: `/api/cover-letters/${letter.id}` });
    expect(gone.statusCode, gone.body).toBe(204);
    const applied = await moveViaApi(t, user, job, 'applied');
    expect(applied.sent).toMatchObject({ coverLetterId: letter.id, coverLetterTitle: null });
    const res = await call(t, user, { method: 'GET', url: `/api/jobs/${job.id}/sent-letter.pdf` });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('takes the snapshot once: leaving and re-entering Applied keeps the first', async () => {
    const resume = await createResumeViaApi(t, user);
    const job = await createJobViaApi(t, user, { resumeId: resume.id });
    const first = await moveViaApi(t, user, job, 'applied');
    const away = await moveViaApi(t, user, first, 'interviewing');
    const back = await moveViaApi(t, user, away, 'applied');
    expect(back.sent).toEqual(first.sent);
    expect(back.timeline.filter((e) => e.kind === 'snapshot')).toHaveLength(1);
  });

  it('freezes on a bulk move and on creation straight into Applied', async () => {
    const resume = await createResumeViaApi(t, user);
    const [a, b] = [
      await createJobViaApi(t, user, { resumeId: resume.id }),
      await createJobViaApi(t, user),
    ];
    const res = await call(t, user, {
      method: 'POST',
      url: '/api/jobs/bulk-stage',
      payload: { ids: [a!.id, b!.id], stageId: 'applied' },
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await detail(a!.id)).sent).toMatchObject({ resumeId: resume.id });
    expect((await detail(a!.id)).timeline.map((e) => e.kind)).toEqual([
      'snapshot',
      'stage',
      'created',
    ]);
    // Nothing to freeze without a resume.
    expect((await detail(b!.id)).sent).toBeNull();
    expectError(await sentPdf(b!.id), 404, 'NOT_FOUND');

    const direct = await createJobViaApi(t, user, { resumeId: resume.id, stageId: 'applied' });
    expect(direct.sent).toMatchObject({ resumeId: resume.id });
    expect(direct.timeline.map((e) => e.kind)).toEqual(['snapshot', 'created']);
    // Entering another phase freezes nothing.
    const other = await createJobViaApi(t, user, { resumeId: resume.id });
    expect((await moveViaApi(t, user, other, 'interviewing')).sent).toBeNull();
  });

  it('still renders what was sent after the resume is deleted', async () => {
    const resume = await createResumeViaApi(t, user, {
      source: 'document',
      document: resumeDocument({ name: 'Grace Hopper' }),
    });
    const job = await createJobViaApi(t, user, { resumeId: resume.id });
    await moveViaApi(t, user, job, 'applied');
    expect(
      (await call(t, user, { method: 'DELETE', url: `/api/resumes/${resume.id}` })).statusCode,
    ).toBe(204);
    const res = await sentPdf(job.id);
    expect(res.statusCode).toBe(200);
    expect(flat(await pdftotext(res.rawPayload))).toContain('Grace Hopper');

    // A resume deleted before the move leaves nothing to freeze, and the move still succeeds.
    const gone = await createResumeViaApi(t, user);
    const late = await createJobViaApi(t, user, { resumeId: gone.id });
    await call(t, user, { method: 'DELETE', url: `/api/resumes/${gone.id}` });
    const moved = await moveViaApi(t, user, late, 'applied');
    expect(moved.sent).toBeNull();
  });
});
