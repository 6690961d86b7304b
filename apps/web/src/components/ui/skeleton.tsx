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
