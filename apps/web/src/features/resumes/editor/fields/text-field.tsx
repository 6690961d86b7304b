import type { InputHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value ?? ''}
          onChange={(event) => onValueChange(event.target.value)}
          className={cx(inputClasses)}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
