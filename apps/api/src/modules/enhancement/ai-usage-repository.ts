import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import type { TokenUsage } from '../../adapters/ai/ai-port.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/lock-user.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One language-model request, counted against the day it was made on. */
export interface ModelRequest {
  userId: string;
  day: string;
  model: string;
}

/** The UTC day of an instant, `YYYY-MM-DD`: the limit resets at midnight UTC. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function secondsToMidnightUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** Tokens as the database stores them: whole, never negative, whatever an adapter reported. */
function tokens(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** Adds to the user's row for the day and model, creating it: one atomic statement on both. */
async function addUsage(
  db: Db,
  request: ModelRequest,
  add: { requests: number; input_tokens: number; output_tokens: number },
): Promise<void> {
  await db
    .insertInto('ai_usage')
    .values({
      user_id: request.userId,
      day: request.day,
      model: request.model,
      ...add,
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'model']).doUpdateSet((eb) => ({
        requests: eb('ai_usage.requests', '+', eb.ref('excluded.requests')),
        input_tokens: eb('ai_usage.input_tokens', '+', eb.ref('excluded.input_tokens')),
        output_tokens: eb('ai_usage.output_tokens', '+', eb.ref('excluded.output_tokens')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Language-model requests the user made on a day, whichever model answered. */
export async function requestsOn(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('ai_usage')
    .select((eb) => eb.fn.sum<string | number | null>('requests').as('requests'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.requests ?? 0);
}

/**
 * Counts one language-model request before it is made, or refuses it with 429 AI_RATE_LIMITED
 * once the user has made today's limit. The user's row is locked meanwhile (as for the resume
 * cap), so parallel requests cannot pass the limit together. A request counts when it is made,
 * whether or not the model then answers: a timed-out call may still have cost tokens.
 */
export async function reserveModelRequest(
  deps: Pick<EnhancementDeps, 'db' | 'dialect' | 'dailyLimit'>,
  userId: string,
  model: string,
  now: Date = new Date(),
): Promise<ModelRequest> {
  const request = { userId, day: utcDay(now), model };
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId, deps.dialect);
    if ((await requestsOn(trx, userId, request.day)) >= deps.dailyLimit) {
      throw new AppError('AI_RATE_LIMITED', enhancementErrorMessages.AI_RATE_LIMITED, {
        limit: deps.dailyLimit,
        retryAfterSeconds: secondsToMidnightUtc(now),
      });
    }
    await addUsage(trx, request, { requests: 1, input_tokens: 0, output_tokens: 0 });
  });
  return request;
}

/** Records the tokens a counted request used, on the day it was counted. */
export async function recordTokens(
  db: Db,
  request: ModelRequest,
  usage: TokenUsage,
): Promise<void> {
  const input = tokens(usage.inputTokens);
  const output = tokens(usage.outputTokens);
  if (input === 0 && output === 0) return;
  await addUsage(db, request, { requests: 0, input_tokens: input, output_tokens: output });
}
