import { JOB_STAGE_NAME_MAX, type JobPhase, jobPhases } from '@resumio/contract/jobs';
import { useId } from 'react';
import { compactInputClasses } from '@/components/ui/field-styles.ts';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { plural } from '@/lib/plural.ts';
import { phaseLabels } from '../../model/labels.ts';
import { iconButtonClasses } from '../icon-button-classes.ts';

export interface StageDraft {
  id: string;
  name: string;
  phase: JobPhase;
  hidden: boolean;
}

export interface StageRowProps {
  stage: StageDraft;
  index: number;
  total: number;
  /** Applications in the stage now (the server refuses to remove a stage that has any). */
  count: number;
  error?: string;
  onChange(change: Partial<StageDraft>): void;
  onMove(to: number): void;
  onRemove(): void;
}

export function StageRow({
  stage,
  index,
  total,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: StageRowProps) {
  const id = useId();
  const label = stage.name.trim() || `stage ${index + 1}`;
  return (
    <li data-stage-row={stage.id} className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-name`} className="text-xs font-medium text-slate-700">
            Name <span className="sr-only">of stage {index + 1}</span>
          </label>
          <input
            id={`${id}-name`}
            value={stage.name}
            maxLength={JOB_STAGE_NAME_MAX}
            onChange={(event) => onChange({ name: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-count`}
            className={compactInputClasses}
          />
        </div>
        <div className="w-36">
          <label htmlFor={`${id}-phase`} className="text-xs font-medium text-slate-700">
            Phase <span className="sr-only">of {label}</span>
          </label>
          <select
            id={`${id}-phase`}
            value={stage.phase}
            onChange={(event) => onChange({ phase: event.target.value as JobPhase })}
            className={compactInputClasses}
          >
            {jobPhases.map((phase) => (
              <option key={phase} value={phase}>
                {phaseLabels[phase]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={!stage.hidden}
            onChange={(event) => onChange({ hidden: !event.target.checked })}
            className="size-4 accent-brand-600"
          />
          Show on board<span className="sr-only">: {label}</span>
        </label>
        <div className="flex">
          <button
            type="button"
            className={iconButtonClasses}
            data-move="up"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpIcon />
          </button>
          <button
            type="button"
            className={iconButtonClasses}
            data-move="down"
            aria-label={`Move ${label} down`}
            disabled={index === total - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon />
          </button>
          <button
            type="button"
            className={`${iconButtonClasses} hover:bg-red-50 hover:text-red-700`}
            data-move="remove"
            aria-label={`Remove ${label}`}
            disabled={total <= 1}
            onClick={onRemove}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
      <p id={`${id}-count`} className="mt-1 text-xs text-slate-600">
        {count === 0 ? 'No applications' : `${plural(count, 'application')}`}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
