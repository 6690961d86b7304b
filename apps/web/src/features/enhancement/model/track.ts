import { pushEvent } from '@/lib/analytics.ts';

export type EnhancementAction =
  'analyse' | 'tailor' | 'accept' | 'reject' | 'confirm' | 'unconfirm' | 'save' | 'rewrite';

/**
 * `ai_enhancement` events for the tag manager. Only counts, kinds and ids: never the posting,
 * the job title or the company, which may say more about a person than they meant to share.
 */
export function trackEnhancement(
  action: EnhancementAction,
  resumeId: string,
  extra: Record<string, string | number | boolean | undefined> = {},
) {
  return pushEvent('ai_enhancement', { action, resume_id: resumeId, ...extra });
}
