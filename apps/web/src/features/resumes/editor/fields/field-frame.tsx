import { type ReactNode, useId } from 'react';
import { FieldMessages, describedBy } from './field-messages.tsx';
import { labelClasses } from './field-styles.ts';

/** What a control inside a FieldFrame spreads onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children(control: FieldControlProps): ReactNode;
}

/** The label, hint and error around one form control, wired for assistive technology. */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(ids, hint, error),
      })}
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}
