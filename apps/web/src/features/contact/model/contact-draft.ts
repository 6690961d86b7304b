import {
  CONTACT_MIN_FILL_MS,
  ContactRequestSchema,
  FieldIssueSchema,
  type ContactRequest,
  type ContactTopic,
} from '@resumio/contract';
import { z } from 'zod';

/** What the person types; the topic is empty until they choose one. */
export interface ContactDraft {
  name: string;
  email: string;
  topic: ContactTopic | '';
  message: string;
  /** The hidden field only automated senders fill in. */
  website: string;
}

export type ContactField = 'name' | 'email' | 'topic' | 'message';
export const contactFields: readonly ContactField[] = ['name', 'email', 'topic', 'message'];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const emptyDraft: ContactDraft = {
  name: '',
  email: '',
  topic: '',
  message: '',
  website: '',
};

/** The message as typed; the server's form token is added as it is sent. */
export type DraftRequest = Omit<ContactRequest, 'formToken'>;
const DraftRequestSchema = ContactRequestSchema.omit({ formToken: true });

const isField = (path: string): path is ContactField =>
  (contactFields as readonly string[]).includes(path);

/**
 * The request the draft makes, checked with the contract's own schema (the messages are the
 * server's). Field problems come back by field; a problem with anything else means the page is
 * stale, which the form reports as a whole.
 */
export function checkDraft(
  draft: ContactDraft,
  meta: { submissionId: string | undefined },
): { request: DraftRequest; errors: ContactFieldErrors; otherProblem: boolean } {
  const request: DraftRequest = {
    ...draft,
    topic: draft.topic as ContactTopic,
    submissionId: meta.submissionId,
  };
  const result = DraftRequestSchema.safeParse(request);
  const errors: ContactFieldErrors = {};
  let otherProblem = false;
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (isField(path)) errors[path] ??= issue.message;
    else otherProblem = true;
  }
  return { request, errors, otherProblem };
}

/** The field problems of a 400 answer, for the fields of this form. */
export function fieldErrorsFromDetails(details: unknown): ContactFieldErrors {
  const parsed = z.array(FieldIssueSchema).safeParse(details);
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.data ?? []) {
    const path = issue.path.replace(/^body\.?/, '');
    if (isField(path)) errors[path] ??= issue.message;
  }
  return errors;
}

/** How long to wait before sending, so the message never leaves sooner than a person writes. */
export function remainingFillTime(startedAt: number, now: number): number {
  return Math.max(0, CONTACT_MIN_FILL_MS - (now - startedAt));
}
