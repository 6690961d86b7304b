import {
  type ImportableJobField,
  type JobImportPreview,
  importableJobFields,
} from '@resumio/contract/jobs';
import { compactInputClasses } from '@/components/ui/field-styles.ts';
import { importFieldLabels } from '../../model/labels.ts';

export interface ColumnMappingProps {
  columns: JobImportPreview['columns'];
  mapping: Record<string, ImportableJobField>;
  disabled: boolean;
  onChange(header: string, field: ImportableJobField): void;
}

/** Each column of the file, the field it fills (editable) and what it holds. */
export function ColumnMapping({ columns, mapping, disabled, onChange }: ColumnMappingProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">Columns of the file and the fields they fill</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Column in the file
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Imported as
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Examples
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {columns.map((column) => (
            <tr key={column.header}>
              <th
                scope="row"
                className="px-3 py-2 text-left font-medium break-words text-slate-900"
              >
                {column.header || '(no header)'}
              </th>
              <td className="px-3 py-2">
                <select
                  aria-label={`Field for the column “${column.header}”`}
                  value={mapping[column.header] ?? column.field}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(column.header, event.target.value as ImportableJobField)
                  }
                  className={`${compactInputClasses} min-w-44`}
                >
                  {importableJobFields.map((field) => (
                    <option key={field} value={field}>
                      {importFieldLabels[field]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="max-w-56 px-3 py-2 text-slate-700">
                <span className="line-clamp-2 break-words">
                  {column.samples.filter(Boolean).join(' · ') || '—'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
