import { PostgresAdapter, type Kysely } from 'kysely';

/** Frozen per-dialect column types for migrations; never import application code here. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    timestamp: postgres ? ('timestamptz' as const) : ('text' as const),
    json: postgres ? ('jsonb' as const) : ('text' as const),
  };
}
