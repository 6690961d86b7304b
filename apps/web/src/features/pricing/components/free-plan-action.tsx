import { ButtonLink } from '@/components/ui/button-link.tsx';
import { trackButtonClick } from '@/lib/analytics.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';

/** The Free card's action: sign up for visitors; a free member sees it is their plan. */
export function FreePlanAction() {
  const { status: authStatus } = useAuth();
  const { status } = useSubscription();

  if (authStatus === 'authenticated') {
    if (!status) return null;
    return (
      <p className="rounded-lg border border-slate-200 px-4 py-3 text-center text-sm font-semibold text-slate-700">
        Your current plan
      </p>
    );
  }
  return (
    <ButtonLink
      to="/register"
      variant="secondary"
      className="w-full"
      onClick={() => trackButtonClick({ button_name: 'start_free', location: 'pricing' })}
    >
      Start for free
    </ButtonLink>
  );
}
