import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import type { RenderSlots } from '../../lib/render-slots.ts';

export interface ResumeDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  renderer: Renderer;
  renderSlots: RenderSlots;
}
