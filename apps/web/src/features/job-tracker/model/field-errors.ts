import { FieldIssueSchema, GENERIC_ERROR_MESSAGE } from '@resumio/contract';
import { type JobFields, UpdateJobRequestSchema } from '@resumio/contract/jobs';
import { z } from 'zod';

/** Messages by field path as the API names them: "company", "contacts.1.email". */
export type FieldErrors = Record<string, string>;

const IssuesSchema = z.array(FieldIssueSchema);

/** The field problems of a 400 answer; the request body's prefix, if any, is dropped. */
export function fieldErrorsFromDetails(details: unknown): FieldErrors {
  const parsed = IssuesSchema.safeParse(details);
  if (!parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.data) {
    const path = issue.path.replace(/^body\.?/, '');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

const REQUIRED: Record<string, string> = {
  company: 'Enter the company.',
  role: 'Enter the role.',
};

/** The contract's own rules, checked before sending; the same messages the API would give. */
export function validateChanges(changes: Partial<JobFields>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(REQUIRED)) {
    if (field in changes && !changes[field as 'company' | 'role']) errors[field] = message;
  }
  const result = UpdateJobRequestSchema.safeParse({ version: 1, ...changes });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !(path in errors)) errors[path] = issue.message || GENERIC_ERROR_MESSAGE;
    }
  }
  return errors;
}
