import type { JobAnalytics } from '@resumio/contract/jobs';
import { weekRows } from '../model/chart-rows.ts';
import { ChartFigure } from './chart-figure.tsx';
import { DataTable } from './data-table.tsx';
import { WeeklyChart } from './weekly-chart.tsx';

const title = 'Applications per week';

/** The pace of the search: applications sent in each week (Monday to Sunday). */
export function WeeklySection({ analytics }: { analytics: JobAnalytics }) {
  const rows = weekRows(analytics);
  const empty = rows.every((row) => row.count === 0)
    ? 'Your weekly pace appears here once you mark applications as applied, with the day you applied.'
    : null;
  return (
    <ChartFigure
      title={title}
      description="Applications sent each week, by the day you applied. Weeks start on Monday."
      empty={empty}
      chart={<WeeklyChart rows={rows} />}
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.weekStart}
          columns={[
            { header: 'Week of', cell: (row) => row.longLabel },
            { header: 'Applications', numeric: true, cell: (row) => row.count },
          ]}
        />
      }
    />
  );
}
