import { JOB_NOTE_MAX } from '@resumio/contract/jobs';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';

export interface NoteFormProps {
  pending: boolean;
  error: string | null;
  onAdd(text: string, done: () => void): void;
}

/** A dated note on the timeline: a call, an impression, what to prepare. */
export function NoteForm({ pending, error, onAdd }: NoteFormProps) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onAdd(text, () => setText(''));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <FieldFrame label="New note" error={empty ? 'Write a note first.' : (error ?? undefined)}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={text}
            maxLength={JOB_NOTE_MAX}
            onChange={(event) => setText(event.target.value)}
            className={`${inputClasses} resize-y leading-6`}
          />
        )}
      </FieldFrame>
      <Button type="submit" size="sm" variant="secondary" className="mt-2" disabled={pending}>
        {pending ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  );
}
