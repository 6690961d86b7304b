import { type ReactNode, useId } from 'react';
import { ChevronIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { fieldErrors } from '../field-errors.ts';
import { MoveButtons } from '../sortable/move-buttons.tsx';
import { EntryField } from './entry-field.tsx';
import type { Entry, EntrySectionDefinition } from './section-definitions.ts';

export interface EntryCardProps {
  definition: EntrySectionDefinition;
  entry: Entry;
  index: number;
  count: number;
  open: boolean;
  handle: ReactNode;
  onToggle(): void;
  onFieldChange(index: number, name: string, value: unknown): void;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

export function EntryCard({
  definition,
  entry,
  index,
  count,
  open,
  handle,
  onToggle,
  onFieldChange,
  onMove,
  onRemove,
}: EntryCardProps) {
  const bodyId = useId();
  const errors = fieldErrors(definition.schema, entry);
  const summary = definition.summarise(entry) || `New ${definition.noun}`;
  const name = `${definition.noun} ${index + 1}`;
  const hasErrors = Object.keys(errors).some((key) => key !== '_' && !key.includes('Date'));
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-center gap-1 p-2">
        {handle}
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
            className="flex w-full min-w-0 items-center gap-2 rounded-md px-1 py-1 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          >
            <span className="truncate">{summary}</span>
            {hasErrors ? (
              <span className="shrink-0 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700">
                Check fields
              </span>
            ) : null}
            <span className="ml-auto shrink-0 text-slate-500">
              <ChevronIcon open={open} />
            </span>
            <span className="sr-only">({name})</span>
          </button>
        </h3>
        <MoveButtons itemLabel={name} index={index} count={count} onMove={onMove} />
        <button
          type="button"
          aria-label={`Remove ${name}`}
          title="Remove"
          onClick={() => onRemove(index)}
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        >
          <TrashIcon />
        </button>
      </div>
      <div
        id={bodyId}
        hidden={!open}
        className="grid gap-4 border-t border-slate-100 p-4 sm:grid-cols-2"
      >
        {open
          ? definition.fields.map((field) => (
              <EntryField
                key={field.name}
                field={field}
                value={entry[field.name]}
                error={errors[field.name]}
                onChange={(fieldName, value) => onFieldChange(index, fieldName, value)}
              />
            ))
          : null}
      </div>
    </div>
  );
}
