import { Bar, LabelList } from 'recharts';
import type { OutcomeRow } from '../model/chart-rows.ts';
import { ANIMATE, chartColors } from '../model/chart-theme.ts';
import { HorizontalBarChart } from './horizontal-bar-chart.tsx';
import { outcomeSeries } from './series-patterns.tsx';

/** Enough sources to compare on a phone; the table lists every one. */
export const SOURCES_CHARTED = 6;

/**
 * Applied, interviews and offers per source, as grouped horizontal bars (long source names fit
 * on a narrow screen). Each bar prints its value, and each series has its own pattern, defined
 * with the key (`OutcomeLegend`) that is always shown beside it.
 */
export function SourceChart({ rows }: { rows: OutcomeRow[] }) {
  const drawn = [...rows].sort((a, b) => b.applied - a.applied).slice(0, SOURCES_CHARTED);
  return (
    <HorizontalBarChart
      rows={drawn}
      nameKey="name"
      nameWidth={112}
      rowHeight={78}
      labelRoom={40}
      wholeNumbers
      barGap={2}
    >
      {outcomeSeries.map((series) => (
        <Bar
          key={series.key}
          dataKey={series.key}
          name={series.label}
          fill={series.fill}
          stroke={series.color}
          strokeWidth={1.5}
          barSize={18}
          isAnimationActive={ANIMATE}
        >
          <LabelList dataKey={series.key} position="right" fill={chartColors.label} fontSize={12} />
        </Bar>
      ))}
    </HorizontalBarChart>
  );
}
