import type { Kysely } from 'kysely';
import { createDatabase, migrateToLatest } from '@resumio/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { serverLoggerOptions, wantsReadableLogs } from './lib/console-logger.ts';
import {
  describeDatabase,
  describeMigrations,
  describeServices,
  startupReporter,
} from './lib/startup-report.ts';
import { judgeNodeRuntime } from './node-runtime.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** Refuses an unsupported Node.js in one line, before anything else runs. */
function checkNodeRuntime(): string | undefined {
  const verdict = judgeNodeRuntime(process.versions.node);
  if (verdict.kind === 'unsupported') {
    console.error(verdict.message);
    process.exit(1);
  }
  return verdict.kind === 'past-end-of-life' ? verdict.message : undefined;
}

async function main() {
  const runtimeNotice = checkNodeRuntime();
  const config = readConfig();
  const readable = wantsReadableLogs(config.logFormat, process.stdout.isTTY === true);
  const report = startupReporter(readable);
  report.step(`Resumio on Node.js ${process.version}`);
  if (runtimeNotice) report.notice(runtimeNotice);
  const database = createDatabase({
    databaseUrl: config.database.url,
    sqlitePath: config.database.sqlitePath,
  });
  const applied = await migrateToLatest(database.db as Kysely<unknown>);
  report.step(`Database: ${describeDatabase(config)}, ${describeMigrations(applied)}`);
  const { logger, requestLines } = await serverLoggerOptions(config);
  const app = await buildApp({ config, database, logger, requestLines });
  for (const line of describeServices(config)) report.step(line);
  app.addHook('onClose', async () => database.destroy());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  const url = config.port === 0 ? address : config.publicUrl;
  // One line a person can click, whatever the log level and format.
  process.stdout.write(`\nResumio is running at ${url}\n\n`);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
