import { useEffect, useRef } from 'react';
import { jobName } from '../../model/labels.ts';
import type { JobSort } from '../../model/sort-jobs.ts';
import { DateText } from './date-cell.tsx';
import { type JobRowsProps, dueToday, formatUpdated } from './row-props.ts';
import { SortHeader } from './sort-header.tsx';

export interface JobsTableProps extends JobRowsProps {
  sort: JobSort;
  onSort(sort: JobSort): void;
  onToggleAll(selected: boolean): void;
}

const cell = 'px-3 py-3 align-top';

/** The applications as a sortable table with row selection (wide screens). */
export function JobsTable({
  jobs,
  stages,
  today,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  sort,
  onSort,
}: JobsTableProps) {
  const all = useRef<HTMLInputElement>(null);
  const selectedShown = jobs.filter((job) => selected.has(job.id)).length;
  const allSelected = jobs.length > 0 && selectedShown === jobs.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = selectedShown > 0 && !allSelected;
  }, [selectedShown, allSelected]);
  const header = { sort, onSort };
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Your applications</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className="w-10 px-3 py-3 text-left">
              <input
                ref={all}
                type="checkbox"
                aria-label="Select all shown applications"
                checked={allSelected}
                onChange={(event) => onToggleAll(event.target.checked)}
                className="size-4 accent-brand-600"
              />
            </th>
            <SortHeader label="Company" sortKey="company" {...header} />
            <SortHeader label="Role" sortKey="role" {...header} />
            <SortHeader label="Stage" sortKey="stage" {...header} />
            <SortHeader label="Applied" sortKey="applied" descendingFirst {...header} />
            <SortHeader label="Deadline" sortKey="deadline" {...header} />
            <SortHeader label="Follow-up" sortKey="followUp" {...header} />
            <SortHeader label="Updated" sortKey="updated" descendingFirst {...header} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => {
            const due = dueToday(job, stages, today);
            return (
              <tr
                key={job.id}
                className={selected.has(job.id) ? 'bg-brand-50' : 'hover:bg-slate-50'}
              >
                <td className={cell}>
                  <input
                    type="checkbox"
                    aria-label={`Select ${jobName(job)}`}
                    checked={selected.has(job.id)}
                    onChange={(event) => onToggle(job.id, event.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                </td>
                <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                  <button
                    type="button"
                    onClick={() => onOpen(job.id)}
                    className="rounded-sm text-left break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {job.company}
                  </button>
                </th>
                <td className={`${cell} break-words text-slate-700`}>{job.role}</td>
                <td className={`${cell} text-slate-700`}>
                  {stages.get(job.stageId)?.name ?? job.stageId}
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  <DateText day={job.appliedOn} />
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  <DateText day={job.deadlineOn} today={due} />
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  <DateText day={job.followUpOn} today={due} />
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  {formatUpdated(job.updatedAt)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
