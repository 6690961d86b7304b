import {
  type CoverLetterDetail,
  type LetterContent,
  LetterContentSchema,
  type LetterLength,
  type LetterTone,
  coverLetterTitleSchema,
} from '@resumio/contract/cover-letters';
import { type FieldErrors, fieldErrorsFromIssues } from './field-errors.ts';

/** What the editor autosaves: everything of a letter the user can change. */
export interface LetterDraft {
  title: string;
  tone: LetterTone;
  length: LetterLength;
  content: LetterContent;
}

export function draftFromDetail(detail: CoverLetterDetail): LetterDraft {
  return {
    title: detail.title,
    tone: detail.tone,
    length: detail.length,
    content: detail.content,
  };
}

/**
 * The contract's rules on a draft, by the path the API would name ("title", "content.company",
 * "content.body"); empty when it can be saved.
 */
export function draftErrors(draft: LetterDraft): FieldErrors {
  const errors: FieldErrors = {};
  const title = coverLetterTitleSchema.safeParse(draft.title);
  if (!title.success)
    errors.title = draft.title.trim() ? title.error.issues[0]!.message : 'Enter a title.';
  const content = LetterContentSchema.safeParse(draft.content);
  if (!content.success) {
    for (const [path, message] of Object.entries(fieldErrorsFromIssues(content.error.issues))) {
      errors[path ? `content.${path}` : 'content'] ??= message;
    }
  }
  return errors;
}

export const isDraftValid = (draft: LetterDraft) => Object.keys(draftErrors(draft)).length === 0;

export const sameDraft = (a: LetterDraft, b: LetterDraft) =>
  JSON.stringify(a) === JSON.stringify(b);
