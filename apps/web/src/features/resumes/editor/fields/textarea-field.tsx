import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value ?? ''}
          onChange={(event) => onValueChange(event.target.value)}
          className={`${inputClasses} resize-y leading-6`}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
