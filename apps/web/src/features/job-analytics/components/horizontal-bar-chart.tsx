import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors } from '../model/chart-theme.ts';

/** Room for the horizontal axis under the bars. */
const AXIS_HEIGHT = 36;

export interface HorizontalBarChartProps<Row> {
  rows: Row[];
  /** The field that names each row, printed left of its bars. */
  nameKey: keyof Row & string;
  nameWidth: number;
  /** Pixels per row: the chart grows with its rows, so bars keep their thickness on a phone. */
  rowHeight: number;
  /** Room right of the longest bar for the value printed there. */
  labelRoom: number;
  /** Counts: the axis shows no fractions. */
  wholeNumbers?: boolean;
  /** Between the bars of one row, when it has several series. */
  barGap?: number;
  /** The `Bar` series. */
  children: ReactNode;
}

/**
 * Bars running left to right, one row per category: long names stay readable on a narrow screen.
 * The analytics charts differ only in their rows and series, drawn inside this frame.
 */
export function HorizontalBarChart<Row>({
  rows,
  nameKey,
  nameWidth,
  rowHeight,
  labelRoom,
  wholeNumbers = false,
  barGap,
  children,
}: HorizontalBarChartProps<Row>) {
  return (
    <BarChart
      data={rows}
      layout="vertical"
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: rows.length * rowHeight + AXIS_HEIGHT }}
      margin={{ top: 4, right: labelRoom, bottom: 4, left: 0 }}
      barGap={barGap}
    >
      <CartesianGrid horizontal={false} stroke={chartColors.grid} />
      <XAxis
        type="number"
        allowDecimals={!wholeNumbers}
        tick={axisTick}
        stroke={chartColors.axisLine}
      />
      <YAxis
        type="category"
        // Recharts cannot check a key against a generic row; `nameKey`'s own type already has.
        dataKey={nameKey as string}
        width={nameWidth}
        tick={axisTick}
        stroke={chartColors.axisLine}
      />
      {children}
    </BarChart>
  );
}
