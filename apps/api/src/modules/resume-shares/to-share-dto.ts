import { type ResumeShare, sharePath } from '@resumio/contract/resumes';
import type { ShareRow } from './repository.ts';
import { shareStatus } from './share-status.ts';

// PostgreSQL hands timestamps back as Date or ISO text depending on the column; the API speaks ISO.
const iso = (value: string | Date) => new Date(value).toISOString();

export function toShareDto(row: ShareRow, now: Date): ResumeShare {
  return {
    slug: row.slug,
    path: sharePath(row.slug),
    customSlug: row.custom_slug === 1,
    hasPassword: row.password_hash !== null,
    expiresAt: row.expires_at ? iso(row.expires_at) : null,
    allowPdf: row.allow_pdf === 1,
    indexable: row.indexable === 1,
    status: shareStatus(row.expires_at, now),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
