import { parseArgs } from 'node:util';
import { createDatabase } from '@resumio/db';
import { loadConfig } from './config.ts';
import { createBilling } from './modules/billing/create-billing.ts';

/**
 * `npm run billing:advance [-- --days N]`: moves the local payment provider's clock to the next
 * period end (or N days on) and runs the renewals, failures and cancellations that fall due,
 * delivering their events to the same handler the server uses. Reads the same configuration as
 * the server (DATABASE_URL or SQLITE_PATH), whether or not the server is running.
 */
async function main() {
  const { values } = parseArgs({ options: { days: { type: 'string' } } });
  const days = values.days === undefined ? undefined : Number(values.days);
  if (days !== undefined && (!Number.isInteger(days) || days < 1)) {
    throw new Error('--days must be a whole number of days, 1 or more');
  }
  const config = loadConfig();
  if (config.billing.provider !== 'local') {
    throw new Error(
      'The billing clock drives the local payment provider; Stripe has its own test clocks.',
    );
  }
  const database = createDatabase({
    databaseUrl: config.database.url,
    sqlitePath: config.database.sqlitePath,
  });
  try {
    const log = {
      info: () => {},
      warn: (obj: object, msg?: string) => console.warn(msg ?? '', obj),
      error: (obj: object, msg?: string) => console.error(msg ?? '', obj),
    };
    const { local } = await createBilling({
      config,
      db: database.db,
      dialect: database.dialect,
      log,
    });
    const summary = await local!.advanceClock({ days });
    console.log(`Billing clock: ${summary.now}`);
    console.log(`  renewed:  ${summary.renewed.join(', ') || '-'}`);
    console.log(`  failed:   ${summary.failed.join(', ') || '-'}`);
    console.log(`  canceled: ${summary.canceled.join(', ') || '-'}`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
