import type { JobImportPreview } from '@resumio/contract/jobs';

export interface PreviewRowsProps {
  rows: JobImportPreview['rows'];
  stageName(id: string): string;
}

/** The first rows as they will be imported. */
export function PreviewRows({ rows, stageName }: PreviewRowsProps) {
  if (rows.length === 0) return null;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-900">
          First rows as they will be imported
        </caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Row
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Company
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Role
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Stage
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.row}>
              <td className="px-3 py-2 text-slate-700 tabular-nums">{row.row}</td>
              <td className="px-3 py-2 break-words text-slate-900">{row.company || '—'}</td>
              <td className="px-3 py-2 break-words text-slate-700">{row.role || '—'}</td>
              <td className="px-3 py-2 text-slate-700">{stageName(row.stageId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
