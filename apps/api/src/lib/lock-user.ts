import type { Database, DialectName } from '@resumio/db';
import type { Transaction } from 'kysely';

/**
 * Serialises one user's counted creations (resumes, letters, applications, model requests): PostgreSQL locks the user's row until the transaction
 * ends; SQLite has a single writer, and Kysely runs its transaction on its only connection.
 */
export async function lockUser(
  trx: Transaction<Database>,
  userId: string,
  dialect: DialectName,
): Promise<void> {
  let query = trx.selectFrom('users').select('id').where('id', '=', userId);
  if (dialect === 'postgres') query = query.forUpdate();
  await query.executeTakeFirst();
}
