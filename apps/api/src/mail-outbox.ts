import { parseArgs } from 'node:util';
import { createDatabase } from '@resumio/db';
import { readOutbox } from './adapters/mail/outbox/read-outbox.ts';
import { formatOutbox } from './adapters/mail/outbox/format-outbox.ts';
import { loadConfig } from './config.ts';

/**
 * `npm run mail:outbox [-- --limit N]`: prints the newest messages of the embedded mail adapter's
 * outbox from the configured database (DATABASE_URL or SQLITE_PATH), whether or not the server is
 * running.
 */
async function main() {
  const { values } = parseArgs({ options: { limit: { type: 'string', default: '10' } } });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new Error('--limit must be a whole number from 1 to 1000');
  }
  const config = loadConfig();
  if (config.mail.smtpUrl) {
    console.warn('SMTP_URL is set: new mail goes to that server, not to the outbox.\n');
  }
  const database = createDatabase({
    databaseUrl: config.database.url,
    sqlitePath: config.database.sqlitePath,
  });
  try {
    process.stdout.write(formatOutbox(await readOutbox(database.db, limit)));
  } catch (error) {
    throw new Error(
      'Could not read the outbox. Has the server (or `npm run db:migrate`) run on this database?',
      { cause: error },
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
