import { Bar, LabelList } from 'recharts';
import type { StageRow } from '../model/chart-rows.ts';
import { ANIMATE, chartColors } from '../model/chart-theme.ts';
import { HorizontalBarChart } from './horizontal-bar-chart.tsx';

/** Average days in each stage (stages without data are left to the table). */
export function StageTimeChart({ rows }: { rows: StageRow[] }) {
  const drawn = rows.filter((row) => row.averageDays !== null);
  return (
    <HorizontalBarChart rows={drawn} nameKey="name" nameWidth={112} rowHeight={44} labelRoom={72}>
      <Bar
        dataKey="averageDays"
        fill={chartColors.primary}
        barSize={24}
        isAnimationActive={ANIMATE}
      >
        <LabelList dataKey="barLabel" position="right" fill={chartColors.label} fontSize={13} />
      </Bar>
    </HorizontalBarChart>
  );
}
