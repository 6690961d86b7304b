import { JOB_STAGE_NAME_MAX, type JobPhase, jobPhases } from '@resumio/contract/jobs';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { compactInputClasses } from '@/components/ui/field-styles.ts';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { phaseLabels } from '../../model/labels.ts';

export interface AddStageFormProps {
  disabled: boolean;
  onAdd(name: string, phase: JobPhase): void;
}

/** A new column: its name, and the phase it counts in for the funnel and the reminders. */
export function AddStageForm({ disabled, onAdd }: AddStageFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [phase, setPhase] = useState<JobPhase>('interviewing');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name the new stage.');
      return;
    }
    setError(null);
    onAdd(name.trim(), phase);
    setName('');
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Add a stage"
      noValidate
      className="rounded-xl border border-dashed border-slate-300 p-3"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-name`} className="text-xs font-medium text-slate-700">
            New stage name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={JOB_STAGE_NAME_MAX}
            placeholder="Phone screen"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={compactInputClasses}
          />
        </div>
        <div className="w-36">
          <label htmlFor={`${id}-phase`} className="text-xs font-medium text-slate-700">
            New stage phase
          </label>
          <select
            id={`${id}-phase`}
            value={phase}
            onChange={(event) => setPhase(event.target.value as JobPhase)}
            className={compactInputClasses}
          >
            {jobPhases.map((value) => (
              <option key={value} value={value}>
                {phaseLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={disabled}>
          <PlusIcon />
          Add stage
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
