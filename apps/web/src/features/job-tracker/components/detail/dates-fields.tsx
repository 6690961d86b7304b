import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import type { SectionProps } from './section-props.ts';

type DayField = 'appliedOn' | 'deadlineOn' | 'followUpOn';

const DAYS: ReadonlyArray<{ field: DayField; label: string; hint?: string }> = [
  { field: 'appliedOn', label: 'Applied on' },
  { field: 'deadlineOn', label: 'Application deadline' },
  { field: 'followUpOn', label: 'Follow up on', hint: 'A reminder to check in.' },
];

/** Calendar days (no time zone: a deadline is a day wherever you are) and the next interview. */
export function DatesFields({ draft, errors, onChange }: SectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {DAYS.map(({ field, label, hint }) => (
        <FieldFrame key={field} label={label} hint={hint} error={errors[field]}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft[field]}
              onChange={(event) => onChange({ [field]: event.target.value })}
              className={inputClasses}
            />
          )}
        </FieldFrame>
      ))}
      <FieldFrame
        label="Next interview"
        hint="Date and time where you are."
        error={errors.nextInterviewAt}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={draft.nextInterviewAt}
            onChange={(event) => onChange({ nextInterviewAt: event.target.value })}
            className={inputClasses}
          />
        )}
      </FieldFrame>
    </div>
  );
}
