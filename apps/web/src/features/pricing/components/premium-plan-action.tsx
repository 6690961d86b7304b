import { ButtonLink } from '@/components/ui/button-link.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { UpgradeButton } from '@/lib/plan/upgrade-button.tsx';
import type { UpgradeState } from '@/lib/plan/use-upgrade.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { UPGRADE_RETURN_TO } from '../use-upgrade-after-sign-in.ts';

/** The Premium card's action: upgrade, or say the user already has it (or must fix a payment). */
export function PremiumPlanAction({ upgrade }: { upgrade: UpgradeState }) {
  const { status: authStatus } = useAuth();
  const { status, isPremium, loading } = useSubscription();

  if (authStatus === 'loading' || (authStatus === 'authenticated' && loading && !status)) {
    return <Skeleton className="h-11 w-full" />;
  }

  if (isPremium) {
    return (
      <div className="space-y-3">
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-800"
        >
          <CheckIcon />
          You’re on Premium
        </p>
        <p className="text-center text-sm">
          <TextLink to="/subscription">Manage your subscription</TextLink>
        </p>
      </div>
    );
  }

  if (status?.subscriptionStatus === 'past_due') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Your last Premium payment failed. Update your payment method to unlock Premium again.
        </p>
        <ButtonLink to="/subscription" className="w-full">
          Update payment method
        </ButtonLink>
      </div>
    );
  }

  return <UpgradeButton upgrade={upgrade} href={UPGRADE_RETURN_TO} className="w-full" />;
}
