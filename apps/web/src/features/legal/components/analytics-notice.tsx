import { useConfig } from '@/lib/config-context.ts';

/** States this site's actual setting, so the policy's conditional wording is never a guess. */
export function AnalyticsNotice() {
  const { gtmId } = useConfig();
  return (
    <p
      data-testid="analytics-notice"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm leading-6 text-slate-800"
    >
      {gtmId ? (
        <>
          <strong className="font-semibold">Analytics are on for this site.</strong> Google Tag
          Manager is loaded and receives page views and main actions, as described under Analytics.
        </>
      ) : (
        <>
          <strong className="font-semibold">Analytics are off for this site.</strong> No analytics
          or tag manager is loaded, and nothing is sent to analytics services.
        </>
      )}
    </p>
  );
}
