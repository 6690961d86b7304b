import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekRow } from '../model/chart-rows.ts';
import { ANIMATE, axisTick, chartColors } from '../model/chart-theme.ts';

/** Past this many weeks, numbers over every bar collide; the hover tip and the table carry them. */
const LABELLED_WEEKS_MAX = 16;

/** Applications sent per week (weeks start on Monday), oldest first. */
export function WeeklyChart({ rows }: { rows: WeekRow[] }) {
  return (
    <BarChart
      data={rows}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: 240 }}
      margin={{ top: 20, right: 8, bottom: 4, left: -16 }}
    >
      <CartesianGrid vertical={false} stroke={chartColors.grid} />
      <XAxis
        dataKey="label"
        tick={axisTick}
        stroke={chartColors.axisLine}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis allowDecimals={false} tick={axisTick} stroke={chartColors.axisLine} />
      <Tooltip
        cursor={{ fill: chartColors.grid }}
        formatter={(value) => [value, 'Applications']}
        labelFormatter={(_label, payload) => {
          const row = payload[0]?.payload as WeekRow | undefined;
          return row ? `Week of ${row.longLabel}` : '';
        }}
      />
      <Bar dataKey="count" fill={chartColors.primary} maxBarSize={32} isAnimationActive={ANIMATE}>
        {rows.length <= LABELLED_WEEKS_MAX ? (
          <LabelList dataKey="count" position="top" fill={chartColors.label} fontSize={12} />
        ) : null}
      </Bar>
    </BarChart>
  );
}
