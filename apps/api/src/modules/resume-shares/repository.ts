import type { Database, ResumeSharesTable } from '@resumio/db';
import type { Kysely, Selectable } from 'kysely';

export type ShareRow = Selectable<ResumeSharesTable>;

/** The resume's live (not revoked) link, only when the resume is the user's and not deleted. */
export function findLiveShare(
  db: Kysely<Database>,
  userId: string,
  resumeId: string,
): Promise<ShareRow | undefined> {
  return db
    .selectFrom('resume_shares')
    .selectAll()
    .where('user_id', '=', userId)
    .where('resume_id', '=', resumeId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** A link by slug with its resume, for the public page (revoked links too: they answer 410). */
export function findShareBySlug(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('resume_shares as s')
    .innerJoin('resumes as r', 'r.id', 's.resume_id')
    .selectAll('s')
    .select([
      'r.document as resume_document',
      'r.version as resume_version',
      'r.deleted_at as resume_deleted_at',
      'r.updated_at as resume_updated_at',
    ])
    .where('s.slug', '=', slug)
    .executeTakeFirst();
}
export type PublicShareRow = NonNullable<Awaited<ReturnType<typeof findShareBySlug>>>;

export async function slugInUse(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('resume_shares')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return !!row;
}

export async function viewsByDay(
  db: Kysely<Database>,
  shareId: string,
  sinceDay: string,
): Promise<{ day: string; views: number }[]> {
  const rows = await db
    .selectFrom('resume_share_views')
    .select(['day', 'views'])
    .where('share_id', '=', shareId)
    .where('day', '>=', sinceDay)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

export async function totalViews(db: Kysely<Database>, shareId: string): Promise<number> {
  const row = await db
    .selectFrom('resume_share_views')
    .select((eb) => eb.fn.sum<number | string | null>('views').as('total'))
    .where('share_id', '=', shareId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** One more view today: a single upsert, so concurrent views never lose a count. */
export async function countView(db: Kysely<Database>, shareId: string, day: string) {
  await db
    .insertInto('resume_share_views')
    .values({ share_id: shareId, day, views: 1 })
    .onConflict((oc) =>
      oc
        .columns(['share_id', 'day'])
        .doUpdateSet((eb) => ({ views: eb('resume_share_views.views', '+', 1) })),
    )
    .execute();
}

/** The user's live links on live resumes, with their total views, for the resume cards. */
export function listLiveShares(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('resume_shares as s')
    .innerJoin('resumes as r', 'r.id', 's.resume_id')
    .leftJoin('resume_share_views as v', 'v.share_id', 's.id')
    .select(['s.resume_id', 's.slug', 's.expires_at'])
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number | string | null>('v.views'), eb.lit(0)).as('total'),
    )
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('r.deleted_at', 'is', null)
    .groupBy(['s.resume_id', 's.slug', 's.expires_at'])
    .execute();
}
