/**
 * The closed list of error codes the API can answer with, and the HTTP status each one maps to.
 * Feature issues extend this table; nothing else invents codes.
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TOKEN_MISSING: 401,
  TOKEN_MALFORMED: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_ALGORITHM_REJECTED: 401,
  TOKEN_ISSUER_MISMATCH: 401,
  TOKEN_AUDIENCE_MISMATCH: 401,
  TOKEN_KEY_UNKNOWN: 401,
  TOKEN_TYPE_INVALID: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Verified addresses (decision 046): checkout waits for a confirmed address; a confirmation
  // link that is unknown, used or expired; a new address another account took meanwhile.
  EMAIL_NOT_VERIFIED: 403,
  VERIFICATION_LINK_INVALID: 400,
  EMAIL_ADDRESS_TAKEN: 409,
  // Billing (/api/stripe/*). The first three carry the subscription error catalogue's messages.
  INVALID_PRICE_ID: 400,
  INVALID_PRICE_ID_FORMAT: 400,
  INVALID_STRIPE_REQUEST: 400,
  ALREADY_PREMIUM: 409,
  SUBSCRIPTION_PAST_DUE: 409,
  NO_ACTIVE_SUBSCRIPTION: 409,
  NOTHING_TO_RESUME: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  WEBHOOK_PAYLOAD_INVALID: 400,
  CHECKOUT_SESSION_NOT_FOUND: 404,
  PAYMENT_PROVIDER_ERROR: 502,
  // Resumes (/api/resumes).
  RESUME_LIMIT_REACHED: 409,
  // Resume file import (/api/resumes/import-file): not a PDF or DOCX, or a damaged one (400);
  // a password, no text layer (a scan) or too many pages (422). Too large is PAYLOAD_TOO_LARGE.
  IMPORT_FILE_UNREADABLE: 400,
  IMPORT_FILE_ENCRYPTED: 422,
  IMPORT_FILE_NO_TEXT: 422,
  IMPORT_FILE_TOO_LONG: 422,
  // Rendering (exports and the read-back check); messages in resumes/render-errors.ts. A full
  // render queue is SERVICE_UNAVAILABLE with a retry hint.
  RESUME_TOO_LONG: 422,
  RENDER_TIMEOUT: 422,
  RENDERS_IN_PROGRESS: 429,
  // Resume enhancement (/api/resumes/{id}/match, /tailor, …); messages in enhancement/index.ts.
  INVALID_JOB_DESCRIPTION: 400,
  AI_RATE_LIMITED: 429,
  AI_UNAVAILABLE: 503,
  AI_TIMEOUT: 504,
  // Job tracker (/api/jobs).
  JOB_LIMIT_REACHED: 409,
  // A posting's link (/api/jobs/from-link): a private or local address (400); a page that
  // could not be read, was too large or was not a web page (422).
  JOB_LINK_NOT_PUBLIC: 400,
  JOB_LINK_UNREADABLE: 422,
  // Cover letters (/api/cover-letters).
  COVER_LETTER_LIMIT_REACHED: 409,
  // Contact form (/api/contact); see docs/decisions/028-contact-and-priority-support.md.
  CONTACT_TOO_FAST: 422,
  CONTACT_REFUSED: 400,
  CONTACT_FORM_EXPIRED: 422,
  // Data export ZIP (/api/me/exports): its 24-hour link has passed and the file is deleted.
  EXPORT_EXPIRED: 410,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}
