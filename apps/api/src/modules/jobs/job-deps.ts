import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import type { ComputePort } from '../../compute/compute-pool.ts';
import type { RenderSlots } from '../resumes/render-slots.ts';

export interface JobDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The app's one renderer and per-user slots, shared with resume exports. */
  renderer: Renderer;
  renderSlots: RenderSlots;
  /** The app's compute threads: the import file is read there, off the event loop. */
  compute: ComputePort;
}
