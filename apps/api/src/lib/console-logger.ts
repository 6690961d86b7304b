import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '../config.ts';
import { redactUrl } from './redact-url.ts';

/** Request parts that hold credentials; they never reach a log line. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * Fastify's request record with its address cleaned of secrets (a calendar feed's token, an
 * unsubscribe token, a checkout session, an authorization code): a log is read by more people than
 * those who may hold them.
 */
export const LOG_SERIALIZERS = {
  req(request: {
    method: string;
    url: string;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** The logger settings every server shares, before the output is chosen. */
export const baseLoggerOptions = (logLevel: Config['logLevel']) => ({
  level: logLevel,
  redact: REDACTED_LOG_PATHS,
  serializers: LOG_SERIALIZERS,
});

/** JSON for collectors (and whenever output is not a terminal); readable lines for a person. */
export function wantsReadableLogs(format: Config['logFormat'], isTerminal: boolean): boolean {
  return format ? format === 'pretty' : isTerminal;
}

/**
 * The server's logger settings. Readable mode formats each record as one line on the terminal
 * (pino-pretty, loaded only then) and logs a request as one line when it completes.
 */
export async function serverLoggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  output: NodeJS.WriteStream = process.stdout,
): Promise<{ logger: FastifyServerOptions['logger']; requestLines: boolean }> {
  const base = baseLoggerOptions(config.logLevel);
  if (!wantsReadableLogs(config.logFormat, output.isTTY === true)) {
    // Standard output goes through pino's own fast writer; another stream is written as given.
    const logger = output === process.stdout ? base : { ...base, stream: output };
    return { logger, requestLines: false };
  }
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    destination: output,
    colorize: output.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    sync: true,
  });
  return { logger: { ...base, stream }, requestLines: true };
}

/** Readable request logs: nothing on arrival, one line when the answer is sent. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error || reply.statusCode >= 500) reply.log.error({ err: error ?? undefined }, line);
    else reply.log.info(line);
  }
}
