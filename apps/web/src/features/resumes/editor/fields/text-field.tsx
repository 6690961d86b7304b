import { type InputHTMLAttributes, useId } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { FieldMessages, describedBy } from './field-messages.tsx';
import { inputClasses, labelClasses } from './field-styles.ts';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  label: string;
  value: string | undefined;
  onValueChange(value: string): void;
  hint?: string;
  error?: string;
}

export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value ?? ''}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={cx(inputClasses)}
        {...props}
      />
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}
