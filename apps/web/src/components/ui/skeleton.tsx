import { cx } from './cx.ts';

/** A decorative placeholder block; the surrounding region carries aria-busy and a label. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('rounded-md bg-slate-200 motion-safe:animate-pulse', className)}
    />
  );
}

export interface SkeletonStackProps {
  /** One class list per bar, top to bottom: each sets its height, width and gap above. */
  bars: readonly string[];
  className?: string;
}

/** The outline of a card or a field while it loads: bars stacked inside one box. */
export function SkeletonStack({ bars, className }: SkeletonStackProps) {
  return (
    <div className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}
