import { Button } from '@/components/ui/button.tsx';
import { Container } from '@/components/ui/container.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useAccountAddress, useResendConfirmation } from '../api/email-verification.ts';

/**
 * Shown on every page while a signed-in account's address waits for its emailed link (decision
 * 046): what waits for it, and a way to get a new link. The server enforces the same rule.
 */
export function VerificationBanner() {
  const { status } = useAuth();
  const me = useAccountAddress();
  const resend = useResendConfirmation();
  if (status !== 'authenticated' || !me.data || me.data.emailVerified) return null;

  const sent = resend.isSuccess && resend.data.status === 'sent';
  return (
    <section aria-label="Confirm your address" className="border-b border-amber-200 bg-amber-50">
      <Container className="flex flex-col gap-3 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
        <p className="leading-6">
          <strong className="font-semibold">Confirm your email address.</strong> We sent a link to{' '}
          <span className="font-medium">{me.data.email}</span>. You can build and export resumes
          now; Premium and reminder emails wait for the confirmation.
        </p>
        <div className="shrink-0">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            aria-busy={resend.isPending || undefined}
          >
            {resend.isPending ? 'Sending…' : 'Resend email'}
          </Button>
        </div>
      </Container>
      <Container>
        <p role="status" className="pb-2 text-sm text-amber-950 empty:hidden">
          {sent ? `A new link is on its way to ${me.data.email}.` : ''}
        </p>
        {resend.isError ? (
          <p role="alert" className="pb-3 text-sm font-medium text-red-800">
            {resend.error.message}
          </p>
        ) : null}
      </Container>
    </section>
  );
}
