import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import type { ButtonSize } from '@/components/ui/button-styles.ts';
import type { UpgradeState } from './use-upgrade.ts';

export interface UpgradeButtonProps {
  upgrade: UpgradeState;
  label?: string;
  size?: ButtonSize;
  className?: string;
  /**
   * A page that carries the upgrade on by itself (`/pricing?upgrade=1`). With it the control is a
   * real link: on a prerendered page, a click before the script runs still leads somewhere.
   */
  href?: string;
}

/** The upgrade call to action, with its busy state and the catalogue error when it fails. */
export function UpgradeButton({
  upgrade,
  label = 'Upgrade to Premium',
  size,
  className,
  href,
}: UpgradeButtonProps) {
  const { start, pending, error } = upgrade;
  return (
    <div className="space-y-3">
      {href && !pending ? (
        <ButtonLink
          to={href}
          size={size}
          className={className}
          onClick={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          {label}
        </ButtonLink>
      ) : (
        <Button
          size={size}
          className={className}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => void start()}
        >
          {pending ? 'Redirecting to checkout…' : label}
        </Button>
      )}
      {error ? (
        <Alert tone="error" title="We couldn’t start checkout">
          <p>{error.message}</p>
        </Alert>
      ) : null}
    </div>
  );
}
