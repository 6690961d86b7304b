import { FieldIssueSchema } from '@resumio/contract';
import { z } from 'zod';

/** Messages by field path as the API names them: "jobTitle", "content.greeting". */
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

/** Zod issues as the same map, so checks made before sending read like the server's. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
