import { cx } from '@/components/ui/cx.ts';
import type { SubscriptionView } from '../subscription-view.ts';

const pill = 'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold';

/** Plan, status and the renewal or end date. */
export function PlanSummary({ view }: { view: SubscriptionView }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Current plan</h2>
      <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{view.planLabel}</p>
      <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Status</dt>
        <dd>
          <span
            className={cx(
              pill,
              view.premium && 'bg-green-100 text-green-900',
              view.pastDue && 'bg-red-100 text-red-900',
              !view.premium && !view.pastDue && 'bg-slate-100 text-slate-800',
            )}
          >
            {view.statusLabel}
          </span>
        </dd>
        {view.dateLine ? (
          <>
            <dt className="font-medium text-slate-600">Billing</dt>
            <dd className="font-semibold text-slate-900">{view.dateLine}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
