import type { ContactMessagesTable, Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';

export type ContactMessageRow = ContactMessagesTable;
type Executor = Kysely<Database> | Transaction<Database>;

/** Stores a message; false when its submission id is already stored (a retry, or a race). */
export async function insertContactMessage(db: Executor, row: ContactMessageRow): Promise<boolean> {
  const result = await db
    .insertInto('contact_messages')
    .values(row)
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function findBySubmissionId(
  db: Executor,
  submissionId: string,
): Promise<ContactMessageRow | undefined> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
}

/** Which email of a message a claim is for. */
export type ContactMail = 'delivered_at' | 'acknowledged_at';

/**
 * Claims one email of a message by setting its time: exactly one caller gets it, however many
 * retries of the same message run at once.
 */
export async function claimMail(
  db: Executor,
  id: string,
  mail: ContactMail,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ [mail]: at })
    .where('id', '=', id)
    .where(mail, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back when its email certainly did not leave, so a retry sends it. */
export async function releaseMail(
  db: Executor,
  id: string,
  mail: ContactMail,
  at: string,
): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ [mail]: null })
    .where('id', '=', id)
    .where(mail, '=', at)
    .execute();
}
