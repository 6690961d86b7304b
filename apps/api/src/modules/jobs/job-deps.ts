import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import type { ComputePort } from '../../compute/compute-pool.ts';
import type { RenderSlots } from '../../lib/render-slots.ts';

export interface JobDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The app's one renderer and per-user slots, shared with resume exports. */
  renderer: Renderer;
  renderSlots: RenderSlots;
  /** The app's compute threads: the import file is read there, off the event loop. */
  compute: ComputePort;
  /**
   * The SQLite file, when the database is one: the compute threads read the tracker list from it
   * so a large list never blocks the event loop. Undefined for PostgreSQL (its driver already
   * waits off the loop) and an in-memory database.
   */
  sqliteFile?: string | undefined;
}
