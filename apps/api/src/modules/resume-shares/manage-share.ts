import { randomBytes, randomUUID } from 'node:crypto';
import {
  type ListResumeSharesResponse,
  type ResumeShareResponse,
  type SaveResumeShareRequest,
  SHARE_VIEW_DAYS,
  sharePath,
  type ShareViews,
} from '@resumio/contract/resumes';
import { hashPassword } from '../../adapters/identity/embedded/password-hash.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoDay } from '../../lib/iso-day.ts';
import { assertPremium } from '../billing/assert-premium.ts';
import { findOwnResume } from '../resumes/get-resume.ts';
import {
  findLiveShare,
  listLiveShares,
  type ShareRow,
  slugInUse,
  totalViews,
  viewsByDay,
} from './repository.ts';
import type { ShareDeps } from './share-deps.ts';
import { shareStatus } from './share-status.ts';
import { toShareDto } from './to-share-dto.ts';

/** 16 random bytes: 128 bits, so a link cannot be guessed or enumerated. */
export const randomSlug = () => randomBytes(16).toString('base64url');

const NO_VIEWS: ShareViews = { total: 0, days: [] };
const DAY_MS = 86_400_000;

async function viewsOf(deps: ShareDeps, share: ShareRow): Promise<ShareViews> {
  const since = isoDay(new Date(deps.clock().getTime() - (SHARE_VIEW_DAYS - 1) * DAY_MS));
  const [total, days] = await Promise.all([
    totalViews(deps.db, share.id),
    viewsByDay(deps.db, share.id, since),
  ]);
  return { total, days };
}

async function answer(deps: ShareDeps, share: ShareRow | undefined): Promise<ResumeShareResponse> {
  if (!share) return { share: null, views: NO_VIEWS };
  return { share: toShareDto(share, deps.clock()), views: await viewsOf(deps, share) };
}

/** The resume's live link and its views; another user's resume is 404. */
export async function getShare(
  deps: ShareDeps,
  userId: string,
  resumeId: string,
): Promise<ResumeShareResponse> {
  await findOwnResume(deps, userId, resumeId);
  return answer(deps, await findLiveShare(deps.db, userId, resumeId));
}

const slugTaken = () =>
  new AppError('CONFLICT', 'That link name is taken. Please choose another.', { field: 'slug' });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

function futureExpiry(expiresAt: string | null | undefined, now: Date): string | null | undefined {
  if (expiresAt === undefined || expiresAt === null) return expiresAt;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_ERROR', 'The expiry must be in the future.', [
      { path: 'expiresAt', message: 'The expiry must be in the future.' },
    ]);
  }
  return at.toISOString();
}

/**
 * Creates the resume's link, or changes the live one. A custom slug is a Premium feature,
 * checked here whatever the client shows; a slug once used (even by a revoked link) is never
 * handed out again, so an old link can never start showing someone else's resume.
 */
export async function saveShare(
  deps: ShareDeps,
  userId: string,
  resumeId: string,
  request: SaveResumeShareRequest,
): Promise<ResumeShareResponse> {
  await findOwnResume(deps, userId, resumeId);
  const now = deps.clock();
  const stamp = now.toISOString();
  const existing = await findLiveShare(deps.db, userId, resumeId);
  const expiresAt = futureExpiry(request.expiresAt, now);
  const passwordHash =
    typeof request.password === 'string' ? await hashPassword(request.password) : request.password;

  let slug: string | undefined;
  let customSlug: number | undefined;
  if (typeof request.slug === 'string' && request.slug !== existing?.slug) {
    await assertPremium(deps.db, userId);
    if (await slugInUse(deps.db, request.slug)) throw slugTaken();
    slug = request.slug;
    customSlug = 1;
  } else if (request.slug === null && (!existing || existing.custom_slug === 1)) {
    slug = randomSlug();
    customSlug = 0;
  }

  try {
    if (!existing) {
      await deps.db
        .insertInto('resume_shares')
        .values({
          id: randomUUID(),
          resume_id: resumeId,
          user_id: userId,
          slug: slug ?? randomSlug(),
          custom_slug: customSlug ?? 0,
          password_hash: passwordHash ?? null,
          expires_at: expiresAt ?? null,
          allow_pdf: request.allowPdf ? 1 : 0,
          indexable: request.indexable ? 1 : 0,
          created_at: stamp,
          updated_at: stamp,
          revoked_at: null,
        })
        .execute();
    } else {
      await deps.db
        .updateTable('resume_shares')
        .set({
          ...(slug !== undefined && { slug, custom_slug: customSlug }),
          ...(passwordHash !== undefined && { password_hash: passwordHash }),
          ...(expiresAt !== undefined && { expires_at: expiresAt }),
          ...(request.allowPdf !== undefined && { allow_pdf: request.allowPdf ? 1 : 0 }),
          ...(request.indexable !== undefined && { indexable: request.indexable ? 1 : 0 }),
          updated_at: stamp,
        })
        .where('id', '=', existing.id)
        .where('user_id', '=', userId)
        .execute();
    }
  } catch (error) {
    // Two saves racing for one slug, or for the resume's one live link: the loser is told so.
    if (isUniqueViolation(error)) {
      throw slug && customSlug === 1
        ? slugTaken()
        : new AppError('CONFLICT', 'The link was changed at the same time. Please try again.');
    }
    throw error;
  }
  return answer(deps, await findLiveShare(deps.db, userId, resumeId));
}

/** Ends the live link: its page answers 410 from now on. Revoking twice is harmless. */
export async function revokeShare(deps: ShareDeps, userId: string, resumeId: string) {
  await findOwnResume(deps, userId, resumeId);
  await deps.db
    .updateTable('resume_shares')
    .set({ revoked_at: deps.clock().toISOString() })
    .where('user_id', '=', userId)
    .where('resume_id', '=', resumeId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user's live links, for the view counts on the resume cards. */
export async function listShares(
  deps: ShareDeps,
  userId: string,
): Promise<ListResumeSharesResponse> {
  const now = deps.clock();
  const rows = await listLiveShares(deps.db, userId);
  return {
    items: rows.map((row) => ({
      resumeId: row.resume_id,
      path: sharePath(row.slug),
      status: shareStatus(row.expires_at, now),
      totalViews: Number(row.total ?? 0),
    })),
  };
}
