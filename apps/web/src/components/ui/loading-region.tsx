import type { ReactNode } from 'react';

export interface LoadingRegionProps {
  /** Announced once, politely: "Loading your analytics…". */
  label: string;
  className?: string;
  /** The placeholders drawn for the eye (skeletons are hidden from assistive technology). */
  children?: ReactNode;
}

/** Where content is loading: busy for assistive technology, with what is loading said once. */
export function LoadingRegion({ label, className, children }: LoadingRegionProps) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}
