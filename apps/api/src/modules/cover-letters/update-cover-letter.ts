import type { CoverLetterDetail, UpdateCoverLetterRequest } from '@resumio/contract/cover-letters';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { findOwnLetter, letterNotFound } from './find-own-letter.ts';
import { letterColumns, normaliseContent } from './letter-content.ts';
import { letterFlags, linkedResume } from './letter-flags.ts';
import { findCoverLetter, updateCoverLetterAtVersion } from './repository.ts';
import { storedContent, toLetterDetail } from './to-letter-dto.ts';
import { letterVersionConflict } from './version-conflict.ts';

/**
 * Saves a title, tone, length and/or content over the version the client last saw. The version
 * check is part of the UPDATE's WHERE clause, so of two writers naming the same version exactly
 * one wins; the other gets 409 with the letter as it now stands, and nothing of it is
 * overwritten. Word count and the guard's flags are computed again from what is saved.
 */
export async function updateCoverLetter(
  deps: CoverLetterDeps,
  userId: string,
  id: string,
  { version, title, content, tone, length }: UpdateCoverLetterRequest,
): Promise<CoverLetterDetail> {
  const existing = await findOwnLetter(deps.db, userId, id);
  if (existing.version !== version) throw letterVersionConflict(toLetterDetail(existing));

  const saved = content ? normaliseContent(content) : storedContent(existing);
  const resume = await linkedResume(deps.db, userId, existing.linked_resume_id);
  const flags = await letterFlags(deps, userId, resume, saved, existing.job_description);
  const updated = await updateCoverLetterAtVersion(deps.db, userId, id, version, {
    ...letterColumns(title ?? existing.title, saved),
    flags: JSON.stringify(flags),
    ...(tone ? { tone } : {}),
    ...(length ? { length } : {}),
    updated_at: new Date().toISOString(),
  });
  const current = await findCoverLetter(deps.db, userId, id);
  if (!current) throw letterNotFound();
  if (updated) return toLetterDetail(current);
  // Another write landed between our read and our update.
  throw letterVersionConflict(toLetterDetail(current));
}
