import { Card } from '@/components/ui/card.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useBillingDetails } from '../billing/billing-details-query.ts';
import { InvoicesTable } from './invoices-table.tsx';
import { PaymentMethodCard } from './payment-method-card.tsx';

/** A subscriber's card on file and past invoices, as the payment provider keeps them. */
export function BillingDetails() {
  const query = useBillingDetails(true);

  if (query.isPending) {
    return (
      <LoadingRegion label="Loading your billing details…">
        <Card className="sm:p-8">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-4 h-5 w-56" />
          <Skeleton className="mt-6 h-11 w-52" />
        </Card>
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return <QueryRetryAlert title="We couldn’t load your billing details" query={query} />;
  }
  const { card, invoices } = query.data;
  return (
    <>
      <Card className="sm:p-8">
        <PaymentMethodCard card={card} />
      </Card>
      <Card className="sm:p-8">
        <section aria-labelledby="invoices-heading">
          <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
            Invoices
          </h2>
          <InvoicesTable invoices={invoices} />
        </section>
      </Card>
    </>
  );
}
