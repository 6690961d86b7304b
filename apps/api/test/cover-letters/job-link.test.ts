import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import { createJobViaApi, moveViaApi, storedJob } from '../jobs/support.ts';
import {
  call,
  createEngineerResume,
  createLetterViaApi,
  expectError,
  letterAppForSuite,
  letterContent,
  letterRequest,
  newUser,
} from './support.ts';

describe.each(testDialects())('cover letters linked to applications on %s', (dialect) => {
  const t = letterAppForSuite(dialect);

  it("links the user's own letter, and refuses anyone else's or an unknown one with 404", async () => {
    const user = await newUser(t);
    const other = await newUser(t);
    const own = await createLetterViaApi(t, user);
    const theirs = await createLetterViaApi(t, other);
    const job = await createJobViaApi(t, user, { coverLetterId: own.id });
    expect(job.coverLetterId).toBe(own.id);

    for (const coverLetterId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'letter-1']) {
      const created = await call(t, user, {
        method: 'POST',
        url: '/api/jobs',
        payload: { company: 'Acme', role: 'Engineer', coverLetterId },
      });
      expectError(created, 404, 'NOT_FOUND');
      const updated = await call(t, user, {
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        payload: { version: job.version, coverLetterId },
      });
      expectError(updated, 404, 'NOT_FOUND');
    }
    expect((await storedJob(t, job.id))!.cover_letter_id).toBe(own.id);

    // Unlinking needs no letter; a deleted letter cannot be linked.
    const unlinked = await call(t, user, {
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { version: job.version, coverLetterId: null },
    });
    expect(unlinked.json().coverLetterId).toBeNull();
    await call(t, user, { method: 'DELETE', url: `/api/cover-letters/${own.id}` });
    const relink = await call(t, user, {
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { version: unlinked.json().version, coverLetterId: own.id },
    });
    expectError(relink, 404, 'NOT_FOUND');
  });

  it('freezes the letter as sent; later edits change the letter, not what was sent', async () => {
    const user = await newUser(t);
    const resume = await createEngineerResume(t, user);
    const letter = await createLetterViaApi(t, user, { title: 'As sent', resumeId: resume.id });
    const job = await createJobViaApi(t, user, { resumeId: resume.id, coverLetterId: letter.id });
    await moveViaApi(t, user, job, 'applied');

    const edit = await call(t, user, {
      method: 'PATCH',
      url: `/api/cover-letters/${letter.id}`,
      payload: { version: letter.version, content: letterContent({ greeting: 'Hello again,' }) },
    });
    expect(edit.statusCode).toBe(200);
    const stored = JSON.parse((await storedJob(t, job.id))!.sent_snapshot!);
    expect(stored.coverLetter).toEqual({ title: 'As sent', content: letter.content });
    expect(stored.coverLetter.content.greeting).toBe('Dear Maria Lopez,');
  });

  it('sends no letter content when the linked letter was deleted before the application was sent', async () => {
    const user = await newUser(t);
    const resume = await createEngineerResume(t, user);
    const letter = await createLetterViaApi(t, user, letterRequest());
    const job = await createJobViaApi(t, user, { resumeId: resume.id, coverLetterId: letter.id });
    await call(t, user, { method: 'DELETE', url: `/api/cover-letters/${letter.id}` });
    const applied = await moveViaApi(t, user, job, 'applied');
    expect(applied.sent).toMatchObject({ coverLetterId: letter.id });
    const stored = JSON.parse((await storedJob(t, job.id))!.sent_snapshot!);
    expect(stored.coverLetter).toBeUndefined();
  });
});
