import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface AlertProps {
  tone?: 'error' | 'info';
  title: string;
  children?: ReactNode;
  className?: string;
}

/** Errors are announced immediately (role=alert); information politely (role=status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const isError = tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={cx(
        'rounded-xl border p-4 text-sm',
        isError
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-brand-200 bg-brand-50 text-brand-900',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 leading-6">{children}</div> : null}
    </div>
  );
}
