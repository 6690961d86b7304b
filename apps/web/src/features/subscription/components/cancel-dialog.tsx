import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';

export interface CancelDialogProps {
  /** The formatted end of the paid period, when known. */
  periodEnd: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Cancelling Premium asks first; "Keep Premium" has the focus, so a stray Enter cancels nothing. */
export function CancelDialog({ periodEnd, ...actions }: CancelDialogProps) {
  return (
    <ConfirmDialog
      title="Cancel Premium?"
      confirmLabel="Cancel subscription"
      pendingLabel="Cancelling…"
      cancelLabel="Keep Premium"
      {...actions}
    >
      <p>
        {periodEnd
          ? `You keep Premium until ${periodEnd}. After that your plan changes to Free.`
          : 'You keep Premium until the end of the period you have paid for. After that your plan changes to Free.'}{' '}
        You can resume your subscription before then.
      </p>
    </ConfirmDialog>
  );
}
