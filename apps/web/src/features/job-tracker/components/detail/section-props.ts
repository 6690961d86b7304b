import type { FieldErrors } from '../../model/field-errors.ts';
import type { JobDraft } from '../../model/job-draft.ts';

/** What each part of the application form receives. */
export interface SectionProps {
  draft: JobDraft;
  errors: FieldErrors;
  onChange(patch: Partial<JobDraft>): void;
}
