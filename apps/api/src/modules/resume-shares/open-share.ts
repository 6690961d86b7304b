import { createHash } from 'node:crypto';
import type { Resume } from '@resumio/resume';
import { CUSTOM_SLUG_PATTERN } from '@resumio/contract/resumes';
import { findShareBySlug, type PublicShareRow } from './repository.ts';
import { hasAccess } from './share-access.ts';
import type { ShareDeps } from './share-deps.ts';
import { shareStatus } from './share-status.ts';

const RANDOM_SLUG = /^[A-Za-z0-9_-]{22}$/;

export type OpenedShare =
  | { kind: 'not-found' }
  | { kind: 'gone' }
  | { kind: 'locked'; share: PublicShareRow }
  | { kind: 'open'; share: PublicShareRow; document: Resume; etag: string };

/**
 * What a visitor of `/r/{slug}` gets. A revoked or expired link, or one whose resume was
 * deleted, has ended (410); a slug that never existed is 404. Nothing is rendered here.
 */
export async function openShare(
  deps: ShareDeps,
  slug: string,
  cookieHeader: string | undefined,
): Promise<OpenedShare> {
  // A slug no link could have is answered without a query.
  if (!RANDOM_SLUG.test(slug) && !CUSTOM_SLUG_PATTERN.test(slug)) return { kind: 'not-found' };
  const share = await findShareBySlug(deps.db, slug);
  if (!share) return { kind: 'not-found' };
  if (
    share.revoked_at !== null ||
    share.resume_deleted_at !== null ||
    shareStatus(share.expires_at, deps.clock()) === 'expired'
  ) {
    return { kind: 'gone' };
  }
  if (share.password_hash && !hasAccess(cookieHeader, share.id, share.password_hash)) {
    return { kind: 'locked', share };
  }
  // The page changes when the resume or the link's settings do: both are in the tag.
  const etag = `"${createHash('sha256')
    .update(`${share.id}|${share.updated_at}|${share.resume_version}|${share.resume_updated_at}`)
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    kind: 'open',
    share,
    document: JSON.parse(share.resume_document) as Resume,
    etag,
  };
}
