import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cx } from '@/components/ui/cx.ts';
import { localDay } from '@/lib/jobs/local-day.ts';
import { type DateRange, rangePresets, rangeProblem, sameRange } from '../model/date-range.ts';
import { DayInput } from './day-input.tsx';

export interface DateRangeFilterProps {
  /** The range applied now (from the address). */
  range: DateRange;
  onApply: (range: DateRange) => void;
}

/**
 * Which applications the figures cover: one-click presets, or any from/to days. The form holds
 * its own draft until "Apply", so half-typed dates never reach the API. Its parent re-creates it
 * (by key) when the applied range changes elsewhere, such as Back.
 */
export function DateRangeFilter({ range, onApply }: DateRangeFilterProps) {
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const problemId = useId();
  const [today] = useState(() => localDay());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft: DateRange = {};
    if (from) draft.from = from;
    if (to) draft.to = to;
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onApply(draft);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Period
      </h2>
      <div role="group" aria-label="Quick periods" className="mt-3 flex flex-wrap gap-2">
        {rangePresets.map((preset) => {
          const presetRange = preset.range(today);
          const active = sameRange(range, presetRange);
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={active}
              onClick={() => {
                setProblem(null);
                setFrom(presetRange.from ?? '');
                setTo(presetRange.to ?? '');
                onApply(presetRange);
              }}
              className={cx(
                'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Custom period"
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <DayInput
          label="From"
          value={from}
          max={to || undefined}
          onChange={setFrom}
          problemId={problem ? problemId : undefined}
        />
        <DayInput
          label="To"
          value={to}
          min={from || undefined}
          onChange={setTo}
          problemId={problem ? problemId : undefined}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {problem ? (
          <p id={problemId} role="alert" className="text-sm font-medium text-red-800 sm:col-span-3">
            {problem}
          </p>
        ) : null}
      </form>
    </section>
  );
}
