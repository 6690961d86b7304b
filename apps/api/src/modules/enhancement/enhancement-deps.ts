import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { AiPort } from '../../adapters/ai/ai-port.ts';
import type { ComputePort } from '../../compute/compute-pool.ts';

export interface EnhancementDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Chosen once at start-up: the local engine, or a language model. */
  ai: AiPort;
  /** Language-model requests one user may make per UTC day. */
  dailyLimit: number;
  /** The app's compute threads: the match engine runs there, off the event loop. */
  compute: ComputePort;
  /** What "now" is: the engine counts an open job up to today. */
  clock: () => Date;
}
