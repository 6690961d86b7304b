import type { JobAnalytics } from '@resumio/contract/jobs';
import { stageRows } from '../model/chart-rows.ts';
import { formatDays } from '../model/format-figures.ts';
import { ChartFigure } from './chart-figure.tsx';
import { DataTable } from './data-table.tsx';
import { ValueText } from './value-text.tsx';
import { StageTimeChart } from './stage-time-chart.tsx';

const title = 'Average days in each stage';

/** Where applications wait longest, stage by stage in board order. */
export function StageTimeSection({ analytics }: { analytics: JobAnalytics }) {
  const rows = stageRows(analytics);
  const empty = rows.every((row) => row.averageDays === null)
    ? 'Once applications have spent time in a stage, the average number of days they stay in each one appears here.'
    : null;
  return (
    <ChartFigure
      title={title}
      description="How long applications stay in a stage, whether they have left it or are still there."
      empty={empty}
      chart={<StageTimeChart rows={rows} />}
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.stageId}
          columns={[
            { header: 'Stage', cell: (row) => row.name },
            {
              header: 'Average time',
              numeric: true,
              cell: (row) => <ValueText text={formatDays(row.averageDays)} />,
            },
            { header: 'Applications', numeric: true, cell: (row) => row.count },
          ]}
        />
      }
    />
  );
}
