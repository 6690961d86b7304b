import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { cx } from '@/components/ui/cx.ts';

export interface FaqItemProps {
  question: string;
  children: ReactNode;
}

/** A disclosure: the question is a button inside a heading that shows and hides its answer. */
export function FaqItem({ question, children }: FaqItemProps) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className="border-b border-slate-200 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-700"
        >
          <span>{question}</span>
          <span
            className={cx('shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          >
            <ChevronDownIcon />
          </span>
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="pb-5 pr-8 leading-7 text-slate-700">
        {children}
      </div>
    </div>
  );
}
