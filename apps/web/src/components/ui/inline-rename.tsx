import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { inputClasses } from './field-styles.ts';

export interface InlineRenameProps {
  title: string;
  /** The longest title the document allows. */
  maxLength: number;
  saving: boolean;
  error: string | null;
  onSave(title: string): void;
  onCancel(): void;
}

/** Rename in place: Enter saves, Escape cancels; the field takes focus when it opens. */
export function InlineRename({
  title,
  maxLength,
  saving,
  error,
  onSave,
  onCancel,
}: InlineRenameProps) {
  const id = useId();
  const [value, setValue] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const trimmed = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    if (trimmed === title) onCancel();
    else onSave(trimmed);
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        New title for {title}
      </label>
      <input
        id={id}
        ref={input}
        value={value}
        maxLength={maxLength}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        aria-invalid={!trimmed || error ? true : undefined}
        aria-describedby={error || !trimmed ? `${id}-error` : undefined}
        className={`${inputClasses} mt-0`}
      />
      {error || !trimmed ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error ?? 'Enter a title'}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving || !trimmed}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
