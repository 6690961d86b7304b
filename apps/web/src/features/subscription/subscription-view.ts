import { isPremium, type SubscriptionStatusResponse } from '@resumio/contract';
import { formatDate } from './format-date.ts';

export interface SubscriptionView {
  planLabel: 'Free' | 'Premium';
  statusLabel: string;
  /** The renewal or end date sentence, when there is one. */
  dateLine: string | null;
  premium: boolean;
  pastDue: boolean;
  canCancel: boolean;
  canResume: boolean;
  canUpgrade: boolean;
  /** A live subscription (active, past due or cancelling): it has a card on file and bills. */
  billed: boolean;
  /** Formatted end of the paid period, for the cancel confirmation. */
  periodEnd: string | null;
}

const statusLabels = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
} as const;

/** What the subscription page says and offers for a given status. */
export function subscriptionView(
  status: SubscriptionStatusResponse,
  locale?: string,
): SubscriptionView {
  const premium = isPremium(status);
  const live = status.subscriptionStatus === 'active' || status.subscriptionStatus === 'past_due';
  const periodEnd = formatDate(status.currentPeriodEnd, locale);
  const cancelling = live && status.cancelAtPeriodEnd;

  let dateLine: string | null = null;
  if (periodEnd && premium)
    dateLine = cancelling ? `Premium ends on ${periodEnd}` : `Renews on ${periodEnd}`;
  else if (periodEnd && status.subscriptionStatus === 'canceled')
    dateLine = `Premium ended on ${periodEnd}`;

  return {
    planLabel: status.planType === 'premium' ? 'Premium' : 'Free',
    statusLabel: status.subscriptionStatus
      ? `${statusLabels[status.subscriptionStatus]}${cancelling ? ', cancels at the end of the period' : ''}`
      : 'No subscription',
    dateLine,
    premium,
    pastDue: status.subscriptionStatus === 'past_due',
    canCancel: live && !status.cancelAtPeriodEnd,
    canResume: cancelling,
    canUpgrade: !live,
    billed: live,
    periodEnd,
  };
}
