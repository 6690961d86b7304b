import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { Renderer } from '../../adapters/rendering/renderer.ts';

export interface DataExportDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The app's one renderer: the export's PDFs take its low-priority lane. */
  renderer: Renderer;
  clock: () => Date;
  /** The embedded provider's issuer (its sign-in profile goes in account.json); null otherwise. */
  embeddedIssuer: string | null;
  log: {
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}
