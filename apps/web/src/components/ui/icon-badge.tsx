import type { ReactNode } from 'react';

/** A tinted tile behind a decorative icon, heading a card; the card's text carries the meaning. */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
    >
      {children}
    </span>
  );
}
