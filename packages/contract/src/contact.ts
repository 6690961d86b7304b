import { z } from 'zod';
import { multilineSchema, singleLineSchema } from './text.ts';

export * from './support-response-times.ts';

/**
 * The contact form (POST /api/contact): anyone may write, signed in or not. A message from a
 * Premium member is priority support and is promised the shorter response time; the same two
 * promises appear on /pricing, in the confirmation and in the acknowledgement email.
 */

export const contactTopics = ['account', 'billing', 'bug', 'feature', 'other'] as const;
export const ContactTopicSchema = z.enum(contactTopics, { error: 'Choose a topic.' });
export type ContactTopic = z.infer<typeof ContactTopicSchema>;

/** How each topic reads in the form and in the emails. */
export const contactTopicLabels: Record<ContactTopic, string> = {
  account: 'My account or signing in',
  billing: 'Billing and subscription',
  bug: 'Something is not working',
  feature: 'An idea or feature request',
  other: 'Something else',
};

export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;
/** A person needs at least this long to fill the form in; quicker submissions are refused. */
export const CONTACT_MIN_FILL_MS = 3000;

/**
 * Characters as a person counts them: an emoji or an accented letter is one, and the spaces and
 * line breaks around the text are not counted. The form's counter and the server use this alike.
 */
export function contactMessageLength(message: string): number {
  return Array.from(message.trim()).length;
}

const formatCount = (count: number) => count.toLocaleString('en-US');

// Each field's first failed rule is its one message (abort), as the form shows one per field.
const NameSchema = singleLineSchema(
  z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, { error: 'Enter your name.', abort: true })
    .max(CONTACT_NAME_MAX, {
      error: `Keep your name to ${CONTACT_NAME_MAX} characters or fewer.`,
      abort: true,
    }),
);

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';
/**
 * The address check is a pattern (zod's own email one), not a pipe into z.email(): a pipe's
 * second half never reaches the API description, which then took any string.
 */
const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .min(1, { error: 'Enter your email address so we can reply.', abort: true })
  .max(CONTACT_EMAIL_MAX, { error: EMAIL_MESSAGE, abort: true })
  .regex(z.regexes.email, EMAIL_MESSAGE);

const MessageSchema = multilineSchema(
  z.string({ error: 'Write your message.' }).trim(),
).superRefine((value, ctx) => {
  const length = contactMessageLength(value);
  if (length < CONTACT_MESSAGE_MIN) {
    ctx.addIssue({
      code: 'custom',
      message: `Write at least ${CONTACT_MESSAGE_MIN} characters so we can help (${length} so far).`,
    });
  } else if (length > CONTACT_MESSAGE_MAX) {
    ctx.addIssue({
      code: 'custom',
      message: `Keep your message to ${formatCount(CONTACT_MESSAGE_MAX)} characters or fewer (${formatCount(length)} now).`,
    });
  }
});

export const ContactRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  topic: ContactTopicSchema,
  message: MessageSchema,
  /**
   * Left empty by people: the form hides it from sight and from assistive technology. Any value
   * is accepted here and refused by the server without saying why (docs/decisions/028).
   */
  website: z.string().max(2000).optional(),
  /**
   * When the form was shown, as the server stamped and signed it (GET /api/contact/form-token):
   * the fill time is judged by the server's clock, never the browser's.
   */
  formToken: z
    .string({ error: 'Reload the page and try again: the form’s start time is missing.' })
    .min(1, 'Reload the page and try again: the form’s start time is missing.')
    .max(100, 'Reload the page and try again: the form’s start time is not valid.'),
  /**
   * Chosen by the form once per message: sending the same id again (a retry after a timeout)
   * answers with the stored message instead of storing and mailing it twice.
   */
  submissionId: z.uuid().optional(),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;
export type ContactRequestParsed = z.output<typeof ContactRequestSchema>;

export const ContactFormTokenSchema = z.object({
  /** Sent back with the message; proves when the form was shown. */
  formToken: z.string(),
  /** The least time, in seconds, between showing the form and sending it. */
  minimumSeconds: z.number().int().nonnegative(),
});
export type ContactFormToken = z.infer<typeof ContactFormTokenSchema>;

export const ContactResponseSchema = z.object({
  id: z.string(),
  /** True when the sender is a Premium member: priority support. */
  priority: z.boolean(),
  /** The promise, ready for a sentence: "We reply within 1 business day." */
  responseTime: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
