import { randomUUID } from 'node:crypto';
import type {
  CreateCoverLetterResponse,
  CreateCoverLetterRequestSchema,
} from '@resumio/contract/cover-letters';
import type { z } from 'zod';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { findOwnLetter } from './find-own-letter.ts';
import { defaultTitle, letterColumns, normaliseContent } from './letter-content.ts';
import { letterFlags, requireOwnResume } from './letter-flags.ts';
import { assertRoomForLetter } from './letter-limit.ts';
import { type CoverLetterRow, insertCoverLetter } from './repository.ts';
import { toLetterDetail } from './to-letter-dto.ts';

type CreateInput = z.output<typeof CreateCoverLetterRequestSchema>;

/**
 * A new letter (version 1), usually the answer of /generate as the user kept it, within the
 * per-user cap. A named resume must be the user's own and live (any other id is 404); the letter
 * is checked against it at once, as on every save.
 */
export async function createCoverLetter(
  deps: CoverLetterDeps,
  userId: string,
  request: CreateInput,
): Promise<CreateCoverLetterResponse> {
  const resumeId = request.resumeId ?? null;
  const resume = resumeId ? await requireOwnResume(deps.db, userId, resumeId) : null;
  const content = normaliseContent(request.content);
  const flags = await letterFlags(deps, userId, resume, content, request.jobDescription);
  const now = new Date().toISOString();
  const row: CoverLetterRow = {
    id: randomUUID(),
    user_id: userId,
    resume_id: resumeId,
    ...letterColumns(request.title ?? defaultTitle(content), content),
    job_description: request.jobDescription,
    tone: request.tone,
    length: request.length,
    addressed: JSON.stringify(request.addressed),
    flags: JSON.stringify(flags),
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await assertRoomForLetter(trx, deps, userId);
    await insertCoverLetter(trx, row);
  });
  return toLetterDetail(await findOwnLetter(deps.db, userId, row.id));
}
