import { EMPTY_BILLING_DETAILS, type BillingDetailsResponse } from '@resumio/contract';
import type { BillingDeps } from './billing-deps.ts';
import { providerCall } from './provider-call.ts';
import { findSubscription } from './repository.ts';

/**
 * The signed-in user's card on file and invoices, read from the provider through their own
 * customer record only, so nobody can name another person's. Someone who never reached checkout,
 * or whose record belongs to the provider configured before this one, has nothing to show.
 */
export async function getBillingDetails(
  deps: BillingDeps,
  userId: string,
): Promise<BillingDetailsResponse> {
  const row = await findSubscription(deps.db, userId);
  if (!row?.customer_id || row.provider !== deps.provider.name) return EMPTY_BILLING_DETAILS;
  const account = { customerId: row.customer_id, subscriptionId: row.subscription_id };
  const [card, invoices] = await providerCall(deps, () =>
    Promise.all([
      deps.provider.retrieveCard(account),
      deps.provider.listInvoices(account.customerId),
    ]),
  );
  return { card, invoices };
}
