import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';

export interface ReportPanelProps {
  title: string;
  description: ReactNode;
  /** Beside the title, such as the chart's "Show as table" switch. */
  action?: ReactNode;
  /** Receives the heading's id, for a scroller or group that the title names too. */
  children(headingId: string): ReactNode;
}

/** One part of the report: a region named by its title, a line on what it shows, then the body. */
export function ReportPanel({ title, description, action, children }: ReportPanelProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="min-w-0 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <div className="mt-1 text-sm leading-6 text-slate-700">{description}</div>
        </div>
        {action}
      </div>
      {children(headingId)}
    </Card>
  );
}

/** What a panel says in place of its figures while there are none yet. */
export function PanelNote({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm leading-6 text-slate-700">
      {children}
    </div>
  );
}

/** Wide tables scroll on a phone; the scroller takes focus so keyboards can scroll it too. */
export function TableScroller({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
