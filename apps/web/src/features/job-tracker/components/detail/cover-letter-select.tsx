import { Link } from 'react-router';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { useCoverLetterOptions } from '../../api/list-cover-letter-options.ts';
import type { SectionProps } from './section-props.ts';

/** Which cover letter went with this application (kept "as sent" with the resume). */
export function CoverLetterSelect({ draft, errors, onChange }: SectionProps) {
  const letters = useCoverLetterOptions(true);
  const options = letters.data ?? [];
  // A linked letter that is not among the first hundred (or was deleted) still shows as chosen.
  const missing =
    draft.coverLetterId && !options.some((option) => option.id === draft.coverLetterId);
  const hint = letters.isError ? (
    `Your cover letters did not load: ${letters.error.message}`
  ) : draft.coverLetterId && !missing ? (
    <Link
      to={`/cover-letters/${encodeURIComponent(draft.coverLetterId)}`}
      className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      Open this cover letter
    </Link>
  ) : options.length === 0 && !letters.isPending ? (
    <>
      No cover letters yet.{' '}
      <Link
        to="/cover-letters?new=1"
        className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        Write one
      </Link>
    </>
  ) : (
    'Kept with the resume as it was sent once the application is applied.'
  );
  return (
    <FieldFrame label="Cover letter used" hint={hint} error={errors.coverLetterId}>
      {(control) => (
        <select
          {...control}
          value={draft.coverLetterId}
          disabled={letters.isPending}
          onChange={(event) => onChange({ coverLetterId: event.target.value })}
          className={inputClasses}
        >
          <option value="">{letters.isPending ? 'Loading your cover letters…' : 'None'}</option>
          {missing ? (
            <option value={draft.coverLetterId}>A cover letter not in this list</option>
          ) : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.company ? `${option.title} (${option.company})` : option.title}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
