import { useState } from 'react';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';

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
  const [draft, setDraft] = useState(() => value.join(', '));
  // The list changed from elsewhere (another tab's version, an undo): show it.
  const shown = sameList(parseKeywords(draft), value) ? draft : value.join(', ');
  const hint = 'Separate with commas';
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={shown}
          onChange={(event) => {
            setDraft(event.target.value);
            const next = parseKeywords(event.target.value);
            if (!sameList(next, value)) onValueChange(next);
          }}
          className={inputClasses}
        />
      )}
    </FieldFrame>
  );
}
