import type { LetterContent } from '@resumio/contract/cover-letters';
import { exportJsonResume, type Resume } from '@resumio/resume';
import { backgroundOwner } from '../../lib/fair-queue.ts';
import { exportJobsCsv } from '../jobs/export-jobs-csv.ts';
import { readAccountRecord } from './data-export-account-record.ts';
import { applicationsJson, countApplications } from './data-export-applications.ts';
import type { DataExportDeps } from './data-export-deps.ts';
import { createNameAllocator } from './data-export-names.ts';
import { dataExportReadme, type SkippedFile } from './data-export-readme.ts';
import { insertPart, setProgress } from './data-export-repository.ts';
import { createZipSink } from './data-export-zip-sink.ts';
import { renderInBackground } from './render-in-background.ts';
import type { User } from './repository.ts';

/** Progress is written at most this often: a row update per file would be 4,000 for 2,000. */
const PROGRESS_EVERY_MS = 250;

/** Files besides resumes and letters: the two application files, account, settings, README. */
const FIXED_FILES = 5;

export class ExportCancelled extends Error {}

/**
 * Builds the data export's ZIP for one user and writes it, a part at a time, under `exportId`:
 * every live resume as JSON Resume and PDF (its own template), every live cover letter as
 * Markdown and PDF (on its resume's letterhead), the applications as CSV and JSON, the account
 * and settings, and a README. PDFs go through the render pool's low-priority lane, one at a
 * time, so people waiting on their own exports go first. Every query names the user.
 * Answers the ZIP's size and how many files it holds.
 */
export async function prepareDataExport(
  deps: DataExportDeps,
  user: User,
  exportId: string,
  signal: AbortSignal,
): Promise<{ byteSize: number; total: number }> {
  const { db } = deps;
  const userId = user.id;
  const startedAt = deps.clock();
  const [resumes, letters, applications] = await Promise.all([
    db
      .selectFrom('resumes')
      .select(['id', 'title'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cover_letters')
      .select(['id', 'title', 'resume_id'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    countApplications(db, userId),
  ]);
  const total = resumes.length * 2 + letters.length * 2 + FIXED_FILES;
  let done = 0;
  let reportedAt = 0;
  const progress = async (force = false) => {
    const now = Date.now();
    if (!force && now - reportedAt < PROGRESS_EVERY_MS) return;
    reportedAt = now;
    await setProgress(db, exportId, { done, total }, deps.clock().toISOString());
  };
  const step = async () => {
    done += 1;
    signal.throwIfAborted();
    await progress();
  };
  await progress(true);

  const zip = createZipSink(
    (seq, content) => insertPart(db, { exportId, userId, seq, content }),
    startedAt,
  );
  const skipped: SkippedFile[] = [];
  const owner = backgroundOwner(userId);

  const readResume = async (id: string): Promise<Resume | null> => {
    const row = await db
      .selectFrom('resumes')
      .select('document')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? (JSON.parse(row.document) as Resume) : null;
  };

  const resumeName = createNameAllocator();
  for (const { id, title } of resumes) {
    const document = await readResume(id);
    const base = `resumes/${resumeName(title, 'Resume')}`;
    if (document) {
      await zip.add(`${base}.json`, `${JSON.stringify(exportJsonResume(document), null, 2)}\n`);
      await step();
      const pdf = await renderInBackground(
        async () => (await deps.renderer.preview(document, {}, { owner, signal })).bytes,
        signal,
      );
      // PDFs are compressed inside already: stored as they are.
      if (pdf.ok) await zip.add(`${base}.pdf`, pdf.bytes, { compress: false });
      else skipped.push({ path: `${base}.pdf`, reason: pdf.reason });
      await step();
    } else {
      // Deleted while the export ran: it is simply no longer there.
      done += 2;
    }
  }

  const letterName = createNameAllocator();
  for (const { id, title, resume_id } of letters) {
    const row = await db
      .selectFrom('cover_letters')
      .select('content')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const base = `cover-letters/${letterName(title, 'Cover letter')}`;
    if (!row) {
      done += 2;
      continue;
    }
    const letter = {
      title,
      content: JSON.parse(row.content) as LetterContent,
      resume: resume_id ? await readResume(resume_id) : null,
    };
    for (const format of ['md', 'pdf'] as const) {
      const file = await renderInBackground(
        () => deps.renderer.letter(format, letter, { owner, signal }),
        signal,
      );
      if (file.ok) await zip.add(`${base}.${format}`, file.bytes, { compress: format === 'md' });
      else skipped.push({ path: `${base}.${format}`, reason: file.reason });
      await step();
    }
  }

  const csv = await exportJobsCsv({ db }, userId, startedAt);
  await zip.add('applications.csv', csv.body);
  await step();
  await zip.addPieces('applications.json', applicationsJson(db, userId));
  await step();

  const record = await readAccountRecord(db, user, deps.embeddedIssuer);
  await zip.add('account.json', `${JSON.stringify(record.account, null, 2)}\n`);
  await step();
  await zip.add('settings.json', `${JSON.stringify(record.settings, null, 2)}\n`);
  await step();
  await zip.add(
    'README.txt',
    dataExportReadme({
      exportedAt: startedAt.toISOString().slice(0, 19).replace('T', ' '),
      resumes: resumes.length,
      letters: letters.length,
      applications,
      skipped,
    }),
  );
  await step();
  const byteSize = await zip.finish();
  return { byteSize, total };
}
