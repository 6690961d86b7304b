import { Bar, LabelList } from 'recharts';
import type { FunnelRow } from '../model/chart-rows.ts';
import { ANIMATE, chartColors } from '../model/chart-theme.ts';
import { HorizontalBarChart } from './horizontal-bar-chart.tsx';

/** Saved → applied → interviewing → offer as horizontal bars, each with its count printed. */
export function FunnelChart({ rows }: { rows: FunnelRow[] }) {
  return (
    <HorizontalBarChart
      rows={rows}
      nameKey="label"
      nameWidth={96}
      rowHeight={52}
      // Room on the right for "12 (60%)" past the longest bar.
      labelRoom={80}
      wholeNumbers
    >
      <Bar dataKey="count" fill={chartColors.primary} barSize={28} isAnimationActive={ANIMATE}>
        <LabelList dataKey="barLabel" position="right" fill={chartColors.label} fontSize={13} />
      </Bar>
    </HorizontalBarChart>
  );
}
