import type { JobAnalytics } from '@resumio/contract/jobs';
import { TextLink } from '@/components/ui/text-link.tsx';
import { resumeRows } from '../model/chart-rows.ts';
import { formatRate } from '../model/format-figures.ts';
import { DataTable } from './data-table.tsx';
import { outcomeColumns } from './outcome-columns.tsx';
import { PanelNote, ReportPanel, TableScroller } from './report-panel.tsx';
import { ValueText } from './value-text.tsx';

const title = 'Outcomes by resume version';

/**
 * Which resume gets answers. A table rather than a chart: resume titles are long, and the rates
 * side by side are what the comparison needs.
 */
export function ResumeOutcomes({ analytics }: { analytics: JobAnalytics }) {
  const rows = resumeRows(analytics);
  return (
    <ReportPanel
      title={title}
      description={
        <p>Applications sent with each resume, and how many led to interviews and offers.</p>
      }
    >
      {(headingId) =>
        rows.length === 0 ? (
          <PanelNote>
            Link the resume you sent to each application to see which version gets interviews. A
            tailored copy counts as its own version.
          </PanelNote>
        ) : (
          <TableScroller labelledBy={headingId}>
            <DataTable
              caption={title}
              rows={rows}
              rowKey={(row) => row.key}
              columns={[
                {
                  header: 'Resume',
                  cell: (row) => (
                    <TextLink to={`/my-resumes/${encodeURIComponent(row.resumeId)}`}>
                      {row.name}
                    </TextLink>
                  ),
                },
                ...outcomeColumns,
                {
                  header: 'Offer rate',
                  numeric: true,
                  cell: (row) => <ValueText text={formatRate(row.offerRate)} />,
                },
              ]}
            />
          </TableScroller>
        )
      }
    </ReportPanel>
  );
}
