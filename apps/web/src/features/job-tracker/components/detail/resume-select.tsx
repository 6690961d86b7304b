import { Link } from 'react-router';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { useResumeOptions } from '../../api/list-resume-options.ts';
import type { SectionProps } from './section-props.ts';

/** Which of the user's resumes went with this application (it is kept "as sent" once applied). */
export function ResumeSelect({ draft, errors, onChange }: SectionProps) {
  const resumes = useResumeOptions(true);
  const options = resumes.data ?? [];
  // A linked resume that is not among the first hundred (or was deleted) still shows as chosen.
  const missing = draft.resumeId && !options.some((option) => option.id === draft.resumeId);
  const hint = resumes.isError ? (
    `Your resumes did not load: ${resumes.error.message}`
  ) : draft.resumeId && !missing ? (
    <Link
      to={`/resume?id=${encodeURIComponent(draft.resumeId)}`}
      className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      Open this resume
    </Link>
  ) : (
    'Once the application reaches an applied stage, the resume is kept as it was sent.'
  );
  return (
    <FieldFrame label="Resume used" hint={hint} error={errors.resumeId}>
      {(control) => (
        <select
          {...control}
          value={draft.resumeId}
          disabled={resumes.isPending}
          onChange={(event) => onChange({ resumeId: event.target.value })}
          className={inputClasses}
        >
          <option value="">{resumes.isPending ? 'Loading your resumes…' : 'None'}</option>
          {missing ? <option value={draft.resumeId}>A resume not in this list</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
