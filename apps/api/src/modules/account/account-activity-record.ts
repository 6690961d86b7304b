import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { User } from './repository.ts';

/**
 * What the account did and shows, for both data exports: its security events (embedded sign-in
 * only; the ids that tie an event to a session stay out) and its public resume links with their
 * views per day. A link's address and password are keys to the resume, so only whether they exist.
 */
export async function readAccountActivity(
  db: Kysely<Database>,
  user: User,
  embeddedIssuer: string | null,
) {
  const [events, shares, views] = await Promise.all([
    embeddedIssuer === user.issuer
      ? db
          .selectFrom('security_events')
          .select(['kind', 'user_agent', 'created_at'])
          .where('account_id', '=', user.subject)
          .orderBy('created_at', 'desc')
          .execute()
      : [],
    db
      .selectFrom('resume_shares')
      .select([
        'id',
        'resume_id',
        'custom_slug',
        'password_hash',
        'expires_at',
        'allow_pdf',
        'indexable',
        'created_at',
        'updated_at',
        'revoked_at',
      ])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('resume_share_views')
      .innerJoin('resume_shares', 'resume_shares.id', 'resume_share_views.share_id')
      .select(['resume_share_views.share_id', 'resume_share_views.day', 'resume_share_views.views'])
      .where('resume_shares.user_id', '=', user.id)
      .orderBy('resume_share_views.day')
      .execute(),
  ]);
  return {
    securityEvents: events.map((e) => ({
      kind: e.kind,
      userAgent: e.user_agent,
      at: e.created_at,
    })),
    resumeShares: shares.map((s) => ({
      resumeId: s.resume_id,
      customAddress: s.custom_slug === 1,
      passwordProtected: s.password_hash !== null,
      expiresAt: s.expires_at,
      allowPdfDownload: s.allow_pdf === 1,
      indexable: s.indexable === 1,
      createdAt: s.created_at,
      updatedAt: s.updated_at,
      revokedAt: s.revoked_at,
      viewsPerDay: views
        .filter((v) => v.share_id === s.id)
        .map((v) => ({ day: v.day, views: v.views })),
    })),
  };
}
