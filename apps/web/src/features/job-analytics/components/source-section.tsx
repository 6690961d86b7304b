import type { JobAnalytics } from '@resumio/contract/jobs';
import { sourceRows } from '../model/chart-rows.ts';
import { ChartFigure } from './chart-figure.tsx';
import { DataTable } from './data-table.tsx';
import { outcomeColumns } from './outcome-columns.tsx';
import { OutcomeLegend } from './series-patterns.tsx';
import { SOURCES_CHARTED, SourceChart } from './source-chart.tsx';

const title = 'Outcomes by source';

/** Which places to find jobs lead to interviews and offers. */
export function SourceSection({ analytics }: { analytics: JobAnalytics }) {
  const rows = sourceRows(analytics);
  const empty =
    rows.length === 0
      ? 'Add where you found each job (LinkedIn, a referral, a company website…) to see which sources lead to interviews and offers.'
      : null;
  return (
    <ChartFigure
      title={title}
      description={
        rows.length > SOURCES_CHARTED
          ? `Applications sent, interviews and offers per source. The chart shows the ${SOURCES_CHARTED} sources you used most; the table lists all ${rows.length}.`
          : 'Applications sent, interviews and offers per source.'
      }
      empty={empty}
      legend={<OutcomeLegend />}
      chart={<SourceChart rows={rows} />}
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[{ header: 'Source', cell: (row) => row.name }, ...outcomeColumns]}
        />
      }
    />
  );
}
