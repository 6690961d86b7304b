import { useState } from 'react';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTwoFactorStatus } from '../api/two-factor.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { TwoFactorManage } from './two-factor-manage.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/** Settings → Security → Two-factor sign-in (decision 053). */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  // Held here, not in the forms: turning it on swaps the setup form for the settings, and the
  // codes must outlive that swap until the owner says they are saved.
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  if (status.isPending) {
    return (
      <LoadingRegion label="Loading your two-factor sign-in settings…">
        <Skeleton className="h-16 w-full max-w-md" />
      </LoadingRegion>
    );
  }
  if (status.isError) {
    return (
      <RetryAlert
        title="Your two-factor sign-in settings didn’t load"
        message={status.error.message}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  return status.data.enabled ? (
    <TwoFactorManage status={status.data} onCodes={setCodes} />
  ) : (
    <TwoFactorSetup onCodes={setCodes} />
  );
}
