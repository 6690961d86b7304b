import type { JobApplication, JobBoard } from '@resumio/contract/jobs';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { plural } from '@/lib/plural.ts';
import { useBulkStage } from '../../api/bulk-stage.ts';
import { useJobList } from '../../api/list-jobs.ts';
import { sortJobs } from '../../model/sort-jobs.ts';
import { TableSkeleton } from '../table-skeleton.tsx';
import { useMediaQuery } from '../use-media-query.ts';
import { BulkBar } from './bulk-bar.tsx';
import { JobListCards } from './job-list-cards.tsx';
import { JobsTable } from './jobs-table.tsx';
import { TableFilters } from './table-filters.tsx';
import { useTableParams } from './use-table-params.ts';

export interface TableViewProps {
  board: JobBoard;
  /** Every application, unfiltered: the tag and source filters offer what exists. */
  allJobs: readonly JobApplication[];
  today: string;
  onOpen(id: string): void;
  onNotice(notice: { tone: 'info' | 'error'; text: string }): void;
}

const distinct = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));

/** Sortable, filterable list of every application, with bulk stage changes. */
export function TableView({ board, allJobs, today, onOpen, onNotice }: TableViewProps) {
  const params = useTableParams();
  const list = useJobList(params.filters);
  const wide = useMediaQuery('(min-width: 48rem)');
  const bulk = useBulkStage();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const stagesById = useMemo(
    () => new Map(board.stages.map((stage) => [stage.id, stage])),
    [board.stages],
  );
  const tags = useMemo(() => distinct(allJobs.flatMap((job) => job.tags)), [allJobs]);
  const sources = useMemo(
    () => distinct(allJobs.flatMap((job) => (job.source ? [job.source] : []))),
    [allJobs],
  );
  const jobs = useMemo(
    () =>
      sortJobs(
        list.data?.items ?? [],
        params.sort,
        board.stages.map((stage) => stage.id),
      ),
    [list.data, params.sort, board.stages],
  );
  // Only rows on screen count: a filter change must not move applications the user cannot see.
  const chosen = jobs.filter((job) => selected.has(job.id)).map((job) => job.id);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const moveSelected = (stageId: string) => {
    const stageName = stagesById.get(stageId)?.name ?? stageId;
    bulk.mutate(
      { ids: chosen, stageId },
      {
        onSuccess: ({ updated }) => {
          setSelected(new Set());
          onNotice({
            tone: 'info',
            text: `Moved ${plural(updated, 'application')} to ${stageName}.`,
          });
        },
        onError: (error) =>
          onNotice({ tone: 'error', text: `We couldn’t move them: ${error.message}` }),
      },
    );
  };

  const rows = {
    jobs,
    stages: stagesById,
    today,
    selected,
    onToggle: toggle,
    onOpen,
  };

  return (
    <div className="space-y-4">
      <TableFilters
        filters={params.filters}
        stages={board.stages}
        tags={tags}
        sources={sources}
        onFilter={params.setFilter}
        onClear={params.clearFilters}
        sort={wide ? undefined : { value: params.sort, onSort: params.setSort }}
      />
      {chosen.length > 0 ? (
        <BulkBar
          count={chosen.length}
          stages={board.stages}
          pending={bulk.isPending}
          onMove={moveSelected}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <QueryRetryAlert title="Your applications did not load" query={list} />
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {list.isPlaceholderData
              ? 'Updating…'
              : params.hasFilters
                ? `${jobs.length} of ${allJobs.length} applications match.`
                : `${plural(jobs.length, 'application')}.`}
          </p>
          {jobs.length === 0 ? (
            <div className="rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center">
              <p className="font-semibold text-slate-900">No application matches these filters.</p>
              <Button variant="secondary" className="mt-3" onClick={params.clearFilters}>
                Clear filters
              </Button>
            </div>
          ) : wide ? (
            <JobsTable
              {...rows}
              sort={params.sort}
              onSort={params.setSort}
              onToggleAll={(on) => setSelected(on ? new Set(jobs.map((job) => job.id)) : new Set())}
            />
          ) : (
            <JobListCards {...rows} />
          )}
        </>
      )}
    </div>
  );
}
