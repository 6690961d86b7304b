import { type TextareaHTMLAttributes, useId } from 'react';
import { FieldMessages, describedBy } from './field-messages.tsx';
import { inputClasses, labelClasses } from './field-styles.ts';

export interface TextareaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange'
> {
  label: string;
  value: string | undefined;
  onValueChange(value: string): void;
  hint?: string;
  error?: string;
}

export function TextareaField({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value ?? ''}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={`${inputClasses} resize-y leading-6`}
        {...props}
      />
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}
