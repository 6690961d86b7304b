import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconBadge } from './icon-badge.tsx';

export interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon?: ReactNode;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A whole-card link: the title is the accessible name, the description supports it. */
export function LinkCard({ to, title, description, icon, headingLevel = 'h2' }: LinkCardProps) {
  const Heading = headingLevel;
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {icon ? <IconBadge>{icon}</IconBadge> : null}
      <Heading className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">
        {title}
      </Heading>
      <p className="text-sm leading-6 text-slate-600">{description}</p>
      <span aria-hidden="true" className="mt-auto text-sm font-semibold text-brand-700">
        Open →
      </span>
    </Link>
  );
}
