import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PanelNote, ReportPanel, TableScroller } from './report-panel.tsx';

export interface ChartFigureProps {
  title: string;
  description: ReactNode;
  /** What to say instead of a chart when there is nothing to draw yet; null when there is. */
  empty: ReactNode | null;
  chart: ReactNode;
  /** The same numbers as a table (its caption names it). */
  table: ReactNode;
  /** A key to the chart's series, when it has more than one. */
  legend?: ReactNode;
}

/**
 * One chart with its text alternative. The drawing is hidden from assistive technology and the
 * table beside it, always in the page, says the same numbers: screen readers read the table,
 * and "Show as table" puts it on screen for anyone who prefers figures to bars.
 */
export function ChartFigure({ title, description, empty, chart, table, legend }: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  return (
    <ReportPanel
      title={title}
      description={description}
      action={
        empty === null ? (
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            Show as table
          </Button>
        ) : null
      }
    >
      {(headingId) =>
        empty !== null ? (
          <PanelNote>{empty}</PanelNote>
        ) : asTable ? (
          <TableScroller labelledBy={headingId}>{table}</TableScroller>
        ) : (
          <>
            <div className="mt-4" aria-hidden="true">
              {legend ? <div className="mb-3">{legend}</div> : null}
              {chart}
            </div>
            <div className="sr-only">{table}</div>
          </>
        )
      }
    </ReportPanel>
  );
}
