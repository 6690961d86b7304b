import type { ListResumesQuery, ResumeSummary } from '@resumio/contract/resumes';
import { getTemplateMeta } from '@resumio/resume';
import { type MouseEvent, memo } from 'react';
import { useNavigate } from 'react-router';
import { RelativeTimeText } from '@/components/relative-time-text.tsx';
import { textLinkClasses } from '@/components/ui/text-link.tsx';

type Sort = ListResumesQuery['sort'];

export interface ResumesTableProps {
  items: readonly ResumeSummary[];
  sort: Sort;
  now: number;
  onSort(sort: Sort): void;
}

function SortHeader({
  label,
  asc,
  desc,
  sort,
  onSort,
  defaultDesc,
  className,
}: {
  className: string;
  label: string;
  asc: Sort;
  desc: Sort;
  sort: Sort;
  onSort(sort: Sort): void;
  defaultDesc?: boolean;
}) {
  const active = sort === asc || sort === desc;
  const direction = sort === asc ? 'ascending' : sort === desc ? 'descending' : 'none';
  const next = active ? (sort === asc ? desc : asc) : defaultDesc ? desc : asc;
  return (
    <th scope="col" aria-sort={direction} className={`px-4 py-3 text-left ${className}`}>
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 rounded font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {label}
        <span aria-hidden="true" className="text-slate-400">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A plain table (no per-row state), so a hundred rows paint in a few milliseconds. */
export const ResumesTable = memo(function ResumesTable({
  items,
  sort,
  now,
  onSort,
}: ResumesTableProps) {
  const navigate = useNavigate();
  // Plain anchors with one shared handler: a router Link per cell costs several hooks each,
  // which adds up over hundreds of rows.
  const followInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(event.currentTarget.getAttribute('href')!);
  };
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed text-sm" data-testid="resumes-table">
        <caption className="sr-only">Your resumes</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <SortHeader
              className="w-[32%]"
              label="Title"
              asc="title_asc"
              desc="title_desc"
              sort={sort}
              onSort={onSort}
            />
            <th
              scope="col"
              className="hidden w-[24%] px-4 py-3 text-left font-semibold text-slate-700 md:table-cell"
            >
              Name
            </th>
            <th
              scope="col"
              className="hidden w-[14%] px-4 py-3 text-left font-semibold text-slate-700 sm:table-cell"
            >
              Template
            </th>
            <SortHeader
              className="w-[17%]"
              label="Last edited"
              asc="updated_asc"
              desc="updated_desc"
              sort={sort}
              onSort={onSort}
              defaultDesc
            />
            <th scope="col" className="w-[13%] px-4 py-3 text-left font-semibold text-slate-700">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((resume) => (
            <tr
              key={resume.id}
              className="hover:bg-slate-50 [contain-intrinsic-size:auto_2.75rem] [content-visibility:auto]"
            >
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                <a
                  href={`/resume?id=${encodeURIComponent(resume.id)}`}
                  onClick={followInApp}
                  className="block truncate hover:text-brand-700 hover:underline focus-visible:rounded-sm"
                >
                  {resume.title}
                </a>
              </th>
              <td className="hidden truncate px-4 py-3 text-slate-700 md:table-cell">
                {resume.name || '—'}
              </td>
              <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">
                {getTemplateMeta(resume.templateId).name}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <RelativeTimeText iso={resume.updatedAt} now={now} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <a
                  href={`/my-resumes/${encodeURIComponent(resume.id)}`}
                  onClick={followInApp}
                  className={textLinkClasses}
                >
                  Details<span className="sr-only"> of {resume.title}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
