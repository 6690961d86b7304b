import { useId } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { largeInputClasses } from '@/components/ui/field-styles.ts';

export interface DayInputProps {
  label: string;
  /** `YYYY-MM-DD`, or '' while empty. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string) => void;
  /** The range's problem, when there is one: both ends are then marked and described by it. */
  problemId?: string | undefined;
}

const inputClasses = cx(largeInputClasses, 'aria-[invalid=true]:border-red-700');

/** One end of the period: a labelled native date picker. */
export function DayInput({ label, value, min, max, onChange, problemId }: DayInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className={inputClasses}
      />
    </div>
  );
}
