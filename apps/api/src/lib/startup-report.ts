import type { Config } from '../config.ts';

/**
 * Start-up steps as a person reads them (one line each) or as one JSON record each for a log
 * collector, in the same format the request log uses.
 */
export function startupReporter(readable: boolean, output: NodeJS.WritableStream = process.stdout) {
  return {
    step(message: string) {
      output.write(
        readable
          ? `✔ ${message}\n`
          : `${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`,
      );
    },
    notice(message: string) {
      output.write(
        readable
          ? `! ${message}\n`
          : `${JSON.stringify({ level: 40, time: Date.now(), msg: message })}\n`,
      );
    },
  };
}

/** Where the data lives, without credentials. */
export function describeDatabase(config: Pick<Config, 'database'>): string {
  if (!config.database.url) return `SQLite at ${config.database.sqlitePath}`;
  try {
    const url = new URL(config.database.url);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

export function describeMigrations(applied: string[]): string {
  if (applied.length === 0) return 'schema up to date';
  return applied.length === 1 ? '1 migration applied' : `${applied.length} migrations applied`;
}

export function describeServices(config: Config): string[] {
  return [
    config.identity.embedded
      ? 'Sign-in: embedded OpenID Connect provider at /oidc'
      : `Sign-in: ${config.identity.issuer}`,
    config.billing.provider === 'stripe'
      ? 'Payments: Stripe hosted checkout'
      : 'Payments: embedded test checkout',
    config.mail.smtpUrl
      ? 'Mail: SMTP relay'
      : 'Mail: kept in the embedded outbox (`npm run mail:outbox` lists it)',
  ];
}
