import { useId } from 'react';

export interface HoneypotFieldProps {
  value: string;
  onChange(value: string): void;
}

/**
 * A field people never see or hear: off-screen, hidden from assistive technology and out of the
 * tab order. Programs that fill in every field they find fill this one too, and the server turns
 * their message away. No autofill, so a browser does not fill it for a person.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
