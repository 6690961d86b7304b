import { JOB_DESCRIPTION_TEXT_MAX } from '@resumio/contract/jobs';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import type { SectionProps } from './section-props.ts';

const count = (n: number) => n.toLocaleString();

/** The posting's text, kept with the application (postings vanish once the job is filled). */
export function JobDescriptionField({ draft, errors, onChange }: SectionProps) {
  const length = draft.jobDescription.length;
  return (
    <FieldFrame
      label="Job description"
      error={errors.jobDescription}
      hint={`${count(length)} / ${count(JOB_DESCRIPTION_TEXT_MAX)} characters. Postings are often taken down; a copy here stays.`}
    >
      {(control) => (
        <textarea
          {...control}
          rows={8}
          value={draft.jobDescription}
          maxLength={JOB_DESCRIPTION_TEXT_MAX}
          onChange={(event) => onChange({ jobDescription: event.target.value })}
          className={`${inputClasses} resize-y leading-6`}
        />
      )}
    </FieldFrame>
  );
}
