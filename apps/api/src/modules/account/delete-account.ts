import type { DeleteAccountRequest, DeleteAccountResponse } from '@resumio/contract';
import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { endAccountSessions } from '../../adapters/identity/embedded/end-account-sessions.ts';
import type { RevokedGrants } from '../../adapters/identity/revoked-grants.ts';
import type { MailPort } from '../../adapters/mail/mail-port.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingDeps } from '../billing/billing-deps.ts';
import { providerCall } from '../billing/provider-call.ts';
import { findSubscription } from '../billing/repository.ts';
import { accountDeletedMail } from './account-deleted-mail.ts';
import type { User } from './repository.ts';

export interface AccountDeletionDeps {
  db: Kysely<Database>;
  billing: BillingDeps;
  mail: MailPort;
  publicUrl: string;
  /** The embedded provider's issuer and revocation list; null with an external issuer. */
  embedded: { issuer: string; revokedGrants: RevokedGrants } | null;
  log: {
    info(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}

/** Tables holding the user's rows by `user_id`, children before parents. */
const USER_TABLES = [
  'data_export_parts',
  'data_exports',
  'tailoring_proposals',
  'job_events',
  'job_applications',
  'job_boards',
  'cover_letters',
  'resume_original_files',
  'resumes',
  'ai_usage',
  'reminder_settings',
  'calendar_feeds',
  'digest_sends',
  'checkout_sessions',
  'subscriptions',
  'contact_messages',
] as const;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The subscription is told to end at the provider first (no further payment), before anything
 * is deleted: should the provider fail, the account stays whole and the person can try again.
 * A subscription the provider no longer has is nothing to cancel.
 */
async function cancelAtProvider(deps: BillingDeps, userId: string): Promise<boolean> {
  const row = await findSubscription(deps.db, userId);
  if (!row?.subscription_id) return false;
  if (row.status !== 'active' && row.status !== 'past_due') return false;
  if (row.cancel_at_period_end === 1) return true;
  const subscriptionId = row.subscription_id;
  try {
    await providerCall(deps, async () => {
      try {
        await deps.provider.setCancelAtPeriodEnd(subscriptionId, true);
      } catch (error) {
        if (error instanceof PaymentProviderError && error.kind === 'not_found') return;
        throw error;
      }
    });
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(
        'PAYMENT_PROVIDER_ERROR',
        'Your subscription could not be cancelled at the payment provider, so nothing was deleted. Please try again in a moment.',
      );
    }
    throw error;
  }
  return true;
}

async function deleteRows(
  trx: Transaction<Database>,
  user: User,
  embeddedIssuer: string | null,
): Promise<void> {
  for (const table of USER_TABLES) {
    await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
  }
  // Mail the outbox still holds for the address (the embedded mail adapter's copy).
  if (user.email)
    await trx.deleteFrom('mail_outbox').where('to_address', '=', user.email).execute();
  // The local payment provider stands where Stripe would: its customer and subscription records
  // stay for accounting, without the address (decision 044).
  await trx
    .updateTable('local_billing_customers')
    .set({ email: null })
    .where('user_id', '=', user.id)
    .execute();
  await trx
    .updateTable('local_billing_checkout_sessions')
    .set({ customer_email: null })
    .where('user_id', '=', user.id)
    .execute();
  // Invoices are accounting records too: the amounts stay, the address printed on them goes.
  await trx
    .updateTable('local_billing_invoices')
    .set({ customer_email: null })
    .where('customer_id', 'in', (eb) =>
      eb.selectFrom('local_billing_customers').select('id').where('user_id', '=', user.id),
    )
    .execute();
  await trx.deleteFrom('users').where('id', '=', user.id).execute();
  if (embeddedIssuer === user.issuer) {
    const accountId = user.subject;
    await trx.deleteFrom('password_reset_tokens').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('security_events').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('two_factor_challenges').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('two_factor_credentials').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('email_verification_tokens').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('oidc_payloads').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('identity_accounts').where('id', '=', accountId).execute();
  }
}

/**
 * Deletes the signed-in user's account once they have typed its address again: the subscription
 * ends at the provider, every provider session and token of the account ends (the access token
 * of this very request included), every row of the user goes in one transaction, and a
 * confirmation is mailed to the address the account had.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  user: User,
  request: DeleteAccountRequest,
): Promise<DeleteAccountResponse> {
  if (!user.email || !sameAddress(request.email, user.email)) {
    throw new AppError('VALIDATION_ERROR', 'Type the email address of your account to confirm.', [
      { path: 'email', message: 'This is not the email address of your account.' },
    ]);
  }
  const subscriptionCancelled = await cancelAtProvider(deps.billing, user.id);

  const embeddedIssuer = deps.embedded?.issuer ?? null;
  // Sessions end before the rows go (revoked first, so access tokens already out are refused):
  // a failure after this leaves a signed-out account, never a signed-in deleted one.
  if (deps.embedded && embeddedIssuer === user.issuer) {
    await endAccountSessions(deps.db, deps.embedded.revokedGrants, user.subject);
  }
  await deps.db.transaction().execute((trx) => deleteRows(trx, user, embeddedIssuer));
  deps.log.info({ userId: user.id, subscriptionCancelled }, 'account deleted');

  try {
    await deps.mail.send(accountDeletedMail(user.email, deps.publicUrl, { subscriptionCancelled }));
  } catch (err) {
    // The account is gone either way; the address is not logged.
    deps.log.error({ err, purpose: 'account-deleted' }, 'account email not sent');
  }
  return { deleted: true, subscriptionCancelled };
}
