import { useContext } from 'react';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx.ts';
import { SubscriptionContext } from '@/lib/plan/plan-context.ts';

/** The signed-in user's plan next to the account menu; it leads to the subscription page. */
export function PlanBadge() {
  // Optional on purpose: layouts rendered without billing (some tests) simply show no badge.
  const subscription = useContext(SubscriptionContext);
  if (!subscription?.status) return null;
  const plan = subscription.isPremium ? 'Premium' : 'Free';
  return (
    <Link
      to="/subscription"
      aria-label={`Your plan: ${plan}`}
      className={cx(
        'inline-flex min-h-8 items-center rounded-full px-3 text-xs font-semibold',
        subscription.isPremium
          ? 'bg-brand-600 text-white hover:bg-brand-700'
          : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      {plan}
    </Link>
  );
}
