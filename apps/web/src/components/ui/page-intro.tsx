import type { ReactNode } from 'react';

export interface PageIntroProps {
  /** Small label above the heading. */
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}

/** The page's single h1 with its lead paragraph and optional call-to-action row. */
export function PageIntro({ eyebrow, title, lead, actions }: PageIntroProps) {
  return (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <div className="mt-4 text-lg leading-8 text-slate-600">{lead}</div> : null}
      {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
