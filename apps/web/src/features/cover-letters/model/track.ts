import type { CoverLetterAction } from '@resumio/contract/cover-letters';
import { pushEvent } from '@/lib/analytics.ts';

/**
 * `cover_letter_action` events for the tag manager, in the `resume_action` style: the action, the
 * letter's id and kinds or counts (tone, length, format, words). Never the company, the role or
 * the letter's text: where someone applies is not the analytics tool's business.
 */
export function trackLetterAction(
  action: CoverLetterAction,
  letterId?: string,
  extra: Record<string, string | number | boolean | undefined> = {},
) {
  return pushEvent('cover_letter_action', { action, cover_letter_id: letterId, ...extra });
}
