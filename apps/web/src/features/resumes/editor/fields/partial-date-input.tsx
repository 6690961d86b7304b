import { parsePartialDate } from '@resumio/resume';
import { useState } from 'react';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';

export const PARTIAL_DATE_MESSAGE = 'Use YYYY, YYYY-MM or YYYY-MM-DD, for example 2021-09';

/** Could more typing still make this a valid date? Then it is not an error yet. */
export function isPartialDatePrefix(value: string): boolean {
  return /^\d{0,3}$|^\d{4}-?$|^\d{4}-\d$|^\d{4}-\d{2}-\d?$/.test(value);
}

/** The message for a date field's value: empty is fine, half-typed is fine until blur. */
export function partialDateError(value: string, finished: boolean): string | undefined {
  if (value === '' || parsePartialDate(value)) return undefined;
  if (!finished && isPartialDatePrefix(value)) return undefined;
  return PARTIAL_DATE_MESSAGE;
}

export interface PartialDateInputProps {
  label: string;
  value: string | undefined;
  onValueChange(value: string): void;
  hint?: string;
  className?: string;
}

export function PartialDateInput({
  label,
  value = '',
  onValueChange,
  hint,
  className,
}: PartialDateInputProps) {
  const [blurred, setBlurred] = useState(false);
  const error = partialDateError(value, blurred);
  const hintText = hint ?? 'YYYY, YYYY-MM or YYYY-MM-DD';
  return (
    <FieldFrame label={label} hint={hintText} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY-MM"
          maxLength={10}
          value={value}
          onChange={(event) => {
            setBlurred(false);
            onValueChange(event.target.value.trim());
          }}
          onBlur={() => setBlurred(true)}
          className={inputClasses}
        />
      )}
    </FieldFrame>
  );
}
