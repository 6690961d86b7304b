import type { FastifyBaseLogger } from 'fastify';
import type { RewriteStream } from '../../adapters/ai/ai-port.ts';
import { type ModelRequest, recordTokens } from '../enhancement/ai-usage-repository.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';

/** Records the tokens once the adapter knows them; a stream cut short may never say. */
export async function settleUsage(
  deps: Pick<CoverLetterDeps, 'db'>,
  counted: ModelRequest,
  stream: RewriteStream,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await recordTokens(deps.db, counted, await stream.usage);
  } catch (err) {
    log.warn({ err }, 'could not record the tokens of a cover letter');
  }
}
