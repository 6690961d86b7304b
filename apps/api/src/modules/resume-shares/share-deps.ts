import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

export interface ShareDeps {
  db: Kysely<Database>;
  clock: () => Date;
}
