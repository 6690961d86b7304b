import { useId } from 'react';
import { labelClasses } from '@/components/ui/field-styles.ts';

export interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format(value: number): string;
  onValueChange(value: number): void;
}

export function RangeField({
  label,
  value,
  min,
  max,
  step,
  format,
  onValueChange,
}: RangeFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums text-slate-700">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onValueChange(Number(event.target.value))}
        className="mt-2 w-full accent-brand-600"
      />
    </div>
  );
}
