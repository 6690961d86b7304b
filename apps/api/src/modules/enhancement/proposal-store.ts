import { TailorChangeSchema } from '@resumio/contract/enhancement';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ModelChange } from './tailoring.ts';

/** What a stored tailoring was made for: the user's resume at one version, for one job. */
export interface ProposalKey {
  userId: string;
  resumeId: string;
  version: number;
  jobHash: string;
}

const StoredChangesSchema = z.array(TailorChangeSchema);

function isModelChange(change: z.infer<typeof TailorChangeSchema>): change is ModelChange {
  return (
    change.source === 'model' &&
    typeof change.before === 'string' &&
    typeof change.after === 'string'
  );
}

/**
 * Keeps the model's accepted rewrites of a resume's last tailoring (one row per resume, replaced
 * each time), so a score or a tailored copy applies the same wording by id without asking the
 * model again. In the database rather than in memory: any instance can answer the next request,
 * and a restart between tailoring and saving loses nothing.
 */
export async function saveModelProposals(
  db: Kysely<Database>,
  key: ProposalKey,
  changes: ModelChange[],
): Promise<void> {
  const row = {
    resume_id: key.resumeId,
    user_id: key.userId,
    resume_version: key.version,
    job_hash: key.jobHash,
    changes: JSON.stringify(changes),
    created_at: new Date().toISOString(),
  };
  await db
    .insertInto('tailoring_proposals')
    .values(row)
    .onConflict((oc) => oc.column('resume_id').doUpdateSet({ ...row, resume_id: undefined }))
    .execute();
}

/**
 * The model's rewrites of the last tailoring of this resume version for this job; none when the
 * resume changed since, or another job was tailored for last (their ids are then unknown).
 */
export async function findModelProposals(
  db: Kysely<Database>,
  key: ProposalKey,
): Promise<ModelChange[]> {
  const row = await db
    .selectFrom('tailoring_proposals')
    .select('changes')
    .where('resume_id', '=', key.resumeId)
    .where('user_id', '=', key.userId)
    .where('resume_version', '=', key.version)
    .where('job_hash', '=', key.jobHash)
    .executeTakeFirst();
  if (!row) return [];
  const parsed = StoredChangesSchema.safeParse(JSON.parse(row.changes));
  return parsed.success ? parsed.data.filter(isModelChange) : [];
}
