import type { ResumeDetail } from '@resumio/contract/resumes';
import { notFound } from '../../lib/app-error.ts';
import { findResume, type ResumeRow } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { toResumeDetail } from './to-resume-dto.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's live resume, or 404 — also for another user's id, so ids reveal nothing. */
export async function findOwnResume(
  deps: Pick<ResumeDeps, 'db'>,
  userId: string,
  id: string,
): Promise<ResumeRow> {
  const row = UUID.test(id) ? await findResume(deps.db, userId, id) : undefined;
  if (!row) throw notFound('Resume');
  return row;
}

export function isResumeId(id: string): boolean {
  return UUID.test(id);
}

export async function getResume(
  deps: ResumeDeps,
  userId: string,
  id: string,
): Promise<ResumeDetail> {
  return toResumeDetail(await findOwnResume(deps, userId, id));
}
