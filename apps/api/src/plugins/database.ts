import type { Database, DatabaseHandle } from '@resumio/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
  /** Close the handle with the app (false when a test owns it). */
  owned: boolean;
}

export default fp<DatabasePluginOptions>(
  async function databasePlugin(app: FastifyInstance, { database, owned }) {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.destroy());
  },
  { name: 'database' },
);
