import type { AiUsage } from '@resumio/contract/enhancement';
import { requestsOn, utcDay } from './ai-usage-repository.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';

/** Today's (UTC) language-model requests of the user, the daily limit, and whether a model runs. */
export async function getAiUsage(
  deps: EnhancementDeps,
  userId: string,
  now: Date = new Date(),
): Promise<AiUsage> {
  return {
    used: await requestsOn(deps.db, userId, utcDay(now)),
    limit: deps.dailyLimit,
    model: deps.ai.kind === 'model',
  };
}
