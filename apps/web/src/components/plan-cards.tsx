import { premiumFeatures, priceText, type PremiumFeature } from '@resumio/contract/rules';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { useConfig } from '@/lib/config-context.ts';

const freeFeatures = [
  'Resume builder with professional templates',
  'Saved resumes in one place',
  'Preview editor',
  'Career advice on the blog',
];

interface PlanCardProps {
  name: string;
  price: string;
  summary: string;
  features: readonly string[];
  /** A short line under a feature, by the feature's wording. */
  notes?: Partial<Record<string, string>> | undefined;
  highlighted?: boolean;
  action?: ReactNode;
  headingLevel: 'h2' | 'h3';
}

function PlanCard({
  name,
  price,
  summary,
  features,
  notes,
  highlighted,
  action,
  headingLevel,
}: PlanCardProps) {
  const Heading = headingLevel;
  return (
    <div
      className={cx(
        'flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <Heading className="text-lg font-semibold text-slate-900">{name}</Heading>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{price}</p>
      <p className="mt-2 text-sm leading-6 text-slate-600">{summary}</p>
      <ul className="mt-6 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm text-slate-700">
            <span className="mt-0.5 shrink-0 text-brand-600">
              <CheckIcon />
            </span>
            <span>
              <span>{feature}</span>
              {notes?.[feature] ? (
                <span className="block text-xs text-slate-600">{notes[feature]}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {action ? <div className="mt-auto pt-8">{action}</div> : null}
    </div>
  );
}

export interface PlanCardsProps {
  freeAction?: ReactNode;
  premiumAction?: ReactNode;
  /** Lines under Premium features (the pricing page's support promise). */
  premiumNotes?: Partial<Record<PremiumFeature, string>>;
  headingLevel?: 'h2' | 'h3';
}

/** Free and Premium side by side, with the plans' wording and prices from the contract. */
export function PlanCards({
  freeAction,
  premiumAction,
  premiumNotes,
  headingLevel = 'h3',
}: PlanCardsProps) {
  const { billing } = useConfig();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard
        name="Free"
        price="$0"
        summary="Everything you need to build and keep a great resume."
        features={freeFeatures}
        action={freeAction}
        headingLevel={headingLevel}
      />
      <PlanCard
        name="Premium"
        price={priceText(new Date(), billing.pricing)}
        summary="A monthly subscription for AI tools that tailor every application."
        features={premiumFeatures}
        notes={premiumNotes}
        highlighted
        action={premiumAction}
        headingLevel={headingLevel}
      />
    </div>
  );
}
