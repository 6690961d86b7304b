import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, with tabular figures, so digits line up. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}

/** The numbers behind a chart, as a real table: the first column names each row. */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
      {/* Named for screen readers; on screen, the card heading above already names it. */}
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cx(
                'px-3 py-2 font-semibold text-slate-700 first:pl-0',
                column.numeric && 'text-right',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-200 last:border-0">
            {columns.map((column, index) => {
              const Cell = index === 0 ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={index === 0 ? 'row' : undefined}
                  className={cx(
                    'px-3 py-2 first:pl-0',
                    // Names (resume titles, sources) keep a readable width when a phone scrolls.
                    index === 0 ? 'min-w-40 font-medium text-slate-900' : 'text-slate-700',
                    column.numeric && 'text-right tabular-nums',
                  )}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
