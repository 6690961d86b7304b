/** Plan values. */
export const planTypes = ['free', 'premium'] as const;
export type PlanType = (typeof planTypes)[number];

/** Subscription status values. */
export const subscriptionStatuses = ['active', 'canceled', 'past_due', 'incomplete'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface PlanState {
  planType?: PlanType | null | undefined;
  subscriptionStatus?: SubscriptionStatus | null | undefined;
}

/**
 * The one plan rule, shared by the server's gates and the browser: premium only when
 * the plan is premium AND the subscription is active. Anything else, including a missing status
 * or a missing answer, is not premium.
 */
export function isPremium(state: PlanState | null | undefined): boolean {
  return state?.planType === 'premium' && state.subscriptionStatus === 'active';
}
