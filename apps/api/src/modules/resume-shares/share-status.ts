import type { ShareStatus } from '@resumio/contract/resumes';

/** A link past its expiry still exists for its owner (to extend it) but answers 410 to visitors. */
export function shareStatus(expiresAt: string | null, now: Date): ShareStatus {
  return expiresAt && Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'active';
}
