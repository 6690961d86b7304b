import { useId } from 'react';
import { cx } from '@/components/ui/cx.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  disabled?: boolean;
  /** Tiles side by side from small screens up (short choices), or one under another. */
  columns?: 1 | 2;
  onChange(value: T): void;
}

/** A radio group drawn as tiles: arrow keys move between them, as with any radio group. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  disabled,
  columns = 2,
  onChange,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cx('mt-2 grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-300 bg-white hover:border-brand-300',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 size-4 accent-brand-600"
                aria-labelledby={`${inputId}-label`}
                aria-describedby={choice.hint ? `${inputId}-hint` : undefined}
              />
              <span>
                <span id={`${inputId}-label`} className="block font-semibold text-slate-900">
                  {choice.label}
                </span>
                {choice.hint ? (
                  <span id={`${inputId}-hint`} className="mt-0.5 block text-slate-600">
                    {choice.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
