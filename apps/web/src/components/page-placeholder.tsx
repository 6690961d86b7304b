import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { LinkCard } from '@/components/ui/link-card.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';

export interface PlaceholderLink {
  to: string;
  title: string;
  description: string;
}

export interface PagePlaceholderProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  /** What the page lets people do, shown as a short checklist. */
  highlights?: string[];
  links?: PlaceholderLink[];
  children?: ReactNode;
}

/** The common frame of a page whose full tool arrives later: heading, purpose and next steps. */
export function PagePlaceholder({
  eyebrow,
  title,
  lead,
  actions,
  highlights,
  links,
  children,
}: PagePlaceholderProps) {
  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro eyebrow={eyebrow} title={title} lead={lead} actions={actions} />
      </PageSection>
      {highlights?.length || children ? (
        <PageSection className="pt-0 sm:pt-0">
          {highlights?.length ? (
            <Card>
              <h2 className="text-lg font-semibold text-slate-900">What you can do here</h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {highlights.map((item) => (
                  <li key={item} className="flex gap-3 text-slate-700">
                    <span className="mt-0.5 shrink-0 text-brand-600">
                      <CheckIcon />
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {children}
        </PageSection>
      ) : null}
      {links?.length ? (
        <PageSection className="pt-0 sm:pt-0">
          <h2 className="text-xl font-semibold text-slate-900">Where to next</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((link) => (
              <li key={link.to}>
                <LinkCard
                  to={link.to}
                  title={link.title}
                  description={link.description}
                  headingLevel="h3"
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </>
  );
}
