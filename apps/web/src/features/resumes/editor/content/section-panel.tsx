import { type ReactNode, useId, useState } from 'react';
import { ChevronIcon } from '@/components/ui/icons.tsx';

export interface SectionPanelProps {
  title: string;
  /** Shown beside the title, e.g. "Hidden" or an entry count. */
  badge?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A foldable block of the form with its own heading. */
export function SectionPanel({ title, badge, defaultOpen = true, children }: SectionPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className="text-base font-semibold text-slate-900">{title}</span>
          {badge ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {badge}
            </span>
          ) : null}
          <span className="ml-auto text-slate-500">
            <ChevronIcon open={open} />
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t border-slate-100 px-4 pt-3 pb-4">
        {open ? children : null}
      </div>
    </section>
  );
}
