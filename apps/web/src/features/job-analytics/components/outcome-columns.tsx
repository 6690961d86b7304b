import type { OutcomeRow } from '../model/chart-rows.ts';
import { formatRate } from '../model/format-figures.ts';
import type { Column } from './data-table.tsx';
import { ValueText } from './value-text.tsx';

/** The counts and the interview rate, alike for sources and resume versions so they compare. */
export const outcomeColumns: Column<OutcomeRow>[] = [
  { header: 'Applied', numeric: true, cell: (row) => row.applied },
  { header: 'Interviews', numeric: true, cell: (row) => row.interviews },
  { header: 'Offers', numeric: true, cell: (row) => row.offers },
  {
    header: 'Interview rate',
    numeric: true,
    cell: (row) => <ValueText text={formatRate(row.interviewRate)} />,
  },
];
