import type { JobAnalytics } from '@resumio/contract/jobs';
import { funnelRows } from '../model/chart-rows.ts';
import { formatRate } from '../model/format-figures.ts';
import { ChartFigure } from './chart-figure.tsx';
import { DataTable } from './data-table.tsx';
import { ValueText } from './value-text.tsx';
import { FunnelChart } from './funnel-chart.tsx';

const title = 'Funnel';

/** How many applications reached each step, and how many of the step before got there. */
export function FunnelSection({ analytics }: { analytics: JobAnalytics }) {
  const rows = funnelRows(analytics);
  return (
    <ChartFigure
      title={title}
      description="Applications that reached each step at least once. Every application counts as saved."
      empty={null}
      chart={<FunnelChart rows={rows} />}
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.phase}
          columns={[
            { header: 'Step', cell: (row) => row.label },
            { header: 'Applications', numeric: true, cell: (row) => row.count },
            {
              header: 'Share of saved',
              numeric: true,
              cell: (row) => <ValueText text={formatRate(row.ofSaved)} />,
            },
            {
              header: 'Share of previous step',
              numeric: true,
              cell: (row) => <ValueText text={formatRate(row.ofPrevious)} />,
            },
          ]}
        />
      }
    />
  );
}
