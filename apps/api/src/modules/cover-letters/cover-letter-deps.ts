import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { AiPort } from '../../adapters/ai/ai-port.ts';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import type { ComputePort } from '../../compute/compute-pool.ts';
import type { RenderSlots } from '../../lib/render-slots.ts';

export interface CoverLetterDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The app's one renderer and per-user slots, shared with resume exports. */
  renderer: Renderer;
  renderSlots: RenderSlots;
  /** Chosen once at start-up: the local engine, or a language model. */
  ai: AiPort;
  /** Language-model requests one user may make per UTC day (shared with enhancement). */
  dailyLimit: number;
  /** The app's compute threads: the local composer runs there, off the event loop. */
  compute: ComputePort;
  /** What "today" is: the date a composed letter carries. */
  clock: () => Date;
}
