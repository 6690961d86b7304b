import { cx } from './cx.ts';

/** Spins only when the user has not asked for reduced motion. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-8 rounded-full border-4 border-brand-200 border-t-brand-600 motion-safe:animate-spin',
        className,
      )}
    />
  );
}
