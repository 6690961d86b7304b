import { useId, useState } from 'react';
import { FieldMessages, describedBy } from './field-messages.tsx';
import { inputClasses, labelClasses } from './field-styles.ts';

export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

export interface KeywordsInputProps {
  label: string;
  value: readonly string[] | undefined;
  onValueChange(value: string[]): void;
  className?: string;
  error?: string;
}

/** A comma-separated list; the typed text is kept as is so spaces and commas can be typed. */
export function KeywordsInput({
  label,
  value = [],
  onValueChange,
  className,
  error,
}: KeywordsInputProps) {
  const id = useId();
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` };
  const [draft, setDraft] = useState(() => value.join(', '));
  // The list changed from elsewhere (another tab's version, an undo): show it.
  const shown = sameList(parseKeywords(draft), value) ? draft : value.join(', ');
  const hint = 'Separate with commas';
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={shown}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = parseKeywords(event.target.value);
          if (!sameList(next, value)) onValueChange(next);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={inputClasses}
      />
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}
