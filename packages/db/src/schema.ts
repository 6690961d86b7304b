import type { Generated } from 'kysely';

/**
 * Column types as the application sees them on both dialects: timestamps are ISO-8601 strings
 * (PostgreSQL's timestamptz is parsed to an ISO string by the connection), JSON is text.
 */
export interface UsersTable {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  display_name: string | null;
  created_at: string;
  updated_at: string;
}

/** Accounts of the embedded identity provider (its own user store, separate from `users`). */
export interface IdentityAccountsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  /** When the owner confirmed the address by the emailed link; null until then (decision 046). */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Everything oidc-provider persists: sessions, grants, interactions, codes, refresh tokens. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
  /** The payload's `accountId`, so an account's sessions and grants can be found and ended. */
  account_id: string | null;
}

/** Emailed password-reset links: a hash of the token, never the token; single-use, expiring. */
export interface PasswordResetTokensTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Emailed links that confirm an address: a new account's, or the one an owner moves to. */
export interface EmailVerificationTokensTable {
  token_hash: string;
  account_id: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** What happened to an embedded-provider account's security, kept 90 days (decision 046). */
export interface SecurityEventsTable {
  id: string;
  account_id: string;
  /** sign-in, password-changed, password-reset, email-changed, signed-out-everywhere. */
  kind: string;
  /** The provider grant a sign-in started: which session the event belongs to. */
  grant_id: string | null;
  user_agent: string | null;
  created_at: string;
}

/** An account's authenticator (decision 053); pending until the first code confirms it. */
export interface TwoFactorCredentialsTable {
  account_id: string;
  /** The TOTP secret, encrypted: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
  secret_ciphertext: string;
  confirmed_at: string | null;
  /** When an unconfirmed enrolment stops counting; null once confirmed. */
  pending_expires_at: string | null;
  /** The last accepted 30-second step: a code of that step or earlier is refused. */
  last_used_step: number | null;
  created_at: string;
  updated_at: string;
}

/** Single-use recovery codes, as keyed hashes (decision 053). */
export interface TwoFactorRecoveryCodesTable {
  id: string;
  account_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A sign-in past its password, waiting for the second factor, per provider interaction. */
export interface TwoFactorChallengesTable {
  interaction_id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

/** Grants whose unexpired access tokens the API refuses; kept until the longest token expires. */
export interface RevokedGrantsTable {
  grant_id: string;
  revoked_at: string;
  expires_at: string;
}

/** Secrets generated on first start (signing keys, cookie keys); never in the repository. */
export interface InstanceSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/**
 * The app's view of a user's subscription, one row per user. Before a first payment the row may
 * exist with only the provider's customer id (plan_type 'free', status null), so the customer is
 * reused on the next checkout.
 */
export interface SubscriptionsTable {
  user_id: string;
  provider: string;
  customer_id: string | null;
  subscription_id: string | null;
  plan_type: string;
  status: string | null;
  price_id: string | null;
  current_period_end: string | null;
  /** 0 or 1. */
  cancel_at_period_end: number;
  /** Provider-clock instant of the newest state applied; older news is ignored. */
  last_event_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Webhook events already applied, recorded in the same transaction as their effect. */
export interface ProcessedWebhookEventsTable {
  event_id: string;
  type: string;
  processed_at: string;
}

/** Every checkout session the app opened for a user, whichever provider hosts it. */
export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  provider: string;
  /** open | complete | expired */
  status: string;
  price_id: string;
  customer_id: string | null;
  customer_email: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  created_at: string;
  expires_at: string;
}

/** The local payment provider's customers (its side of the wall, like Stripe's). */
export interface LocalBillingCustomersTable {
  id: string;
  email: string | null;
  user_id: string;
  created_at: string;
}

export interface LocalBillingCheckoutSessionsTable {
  id: string;
  /** subscription: first payment; setup: a new card for a live subscription (paying what is due). */
  mode: string;
  customer_id: string;
  user_id: string;
  price_id: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  status: string;
  subscription_id: string | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
}

export interface LocalBillingSubscriptionsTable {
  id: string;
  customer_id: string;
  user_id: string;
  price_id: string;
  status: string;
  card_last4: string;
  /** Stripe's brand id of the card on file (visa, mastercard, …). */
  card_brand: string;
  /** Null for cards taken before expiry dates were kept. */
  card_exp_month: number | null;
  card_exp_year: number | null;
  /** Which of Stripe's test-card behaviours the card on file has (e.g. fails at renewal). */
  card_behaviour: string;
  amount_cents: number;
  current_period_start: string;
  current_period_end: string;
  /** 0 or 1. */
  cancel_at_period_end: number;
  canceled_at: string | null;
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One bill of the local provider per period it charged (or tried to), like Stripe's invoices. */
export interface LocalBillingInvoicesTable {
  id: string;
  number: string;
  customer_id: string;
  subscription_id: string;
  /** paid, open (a failed renewal not yet paid) — Stripe's words. */
  status: string;
  billing_reason: string;
  amount_cents: number;
  currency: string;
  period_start: string;
  period_end: string;
  /** The card it was charged to, as it was then. */
  card_brand: string;
  card_last4: string;
  customer_email: string | null;
  /** The unguessable part of the invoice PDF's address. */
  pdf_token: string;
  created_at: string;
  paid_at: string | null;
}

export interface LocalBillingClockTable {
  id: string;
  offset_seconds: number;
  updated_at: string;
}

/** A user's resume. Deleted rows stay restorable for a while, then are purged. */
export interface ResumesTable {
  id: string;
  user_id: string;
  /** Copied from the document so lists never load it. */
  title: string;
  template_id: string;
  name: string;
  headline: string;
  /** Title, name and headline folded for search (lower case, no accents). */
  search_text: string;
  /** The resume document as JSON text. */
  document: string;
  /** Starts at 1 and grows by one on every write; updates name the version they saw. */
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /**
   * What a tailored copy was made for; all null on other resumes. The source id is cleared when
   * the source is purged.
   */
  tailored_source_id: string | null;
  tailored_job_title: string | null;
  tailored_company: string | null;
  tailored_job_description: string | null;
}

/** The file a resume was imported from, for its owner to download or delete (one per resume). */
export interface ResumeOriginalFilesTable {
  resume_id: string;
  user_id: string;
  /** The name the file was uploaded with, cut to 200 characters. */
  file_name: string;
  /** `pdf`, `docx` or `linkedin`, told by the file's bytes. */
  format: string;
  byte_size: number;
  content: Uint8Array;
  created_at: string;
}

/** Language-model requests and tokens, per user, UTC day (`YYYY-MM-DD`) and model. */
export interface AiUsageTable {
  user_id: string;
  day: string;
  model: string;
  requests: number;
  input_tokens: number;
  output_tokens: number;
  updated_at: string;
}

/**
 * The language model's proposals of a resume's last tailoring (one row per resume), so scoring
 * and copying apply them without asking the model again.
 */
export interface TailoringProposalsTable {
  resume_id: string;
  user_id: string;
  resume_version: number;
  /** Hash of the job input the proposals were made for. */
  job_hash: string;
  /** The proposals as JSON text. */
  changes: string;
  created_at: string;
}

/**
 * A job application of the tracker. Calendar days are `YYYY-MM-DD` text; tags, contacts and the
 * snapshot are JSON text. Deleted rows stay restorable for a while.
 */
export interface JobApplicationsTable {
  id: string;
  user_id: string;
  /** Starts at 1 and grows by one on every write; updates name the version they saw. */
  version: number;
  /** A stage id of the user's board. */
  stage_id: string;
  /** Order within the stage's column, 0 at the top. */
  position: number;
  company: string;
  role: string;
  location: string | null;
  /** onsite | hybrid | remote */
  remote_policy: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  /** year | month | hour */
  salary_period: string | null;
  posting_url: string | null;
  source: string | null;
  job_description: string | null;
  /** low | medium | high */
  priority: string;
  /** JSON array of strings. */
  tags: string;
  applied_on: string | null;
  deadline_on: string | null;
  follow_up_on: string | null;
  next_interview_at: string | null;
  /** JSON array of contacts. */
  contacts: string;
  resume_id: string | null;
  cover_letter_id: string | null;
  /**
   * JSON: what was sent when the application reached the applied phase (the contract's
   * SentSnapshot plus the frozen resume document), null until then.
   */
  sent_snapshot: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** An application's timeline: created, stage, note, snapshot, imported. */
export interface JobEventsTable {
  id: string;
  job_id: string;
  user_id: string;
  kind: string;
  at: string;
  /** A note's text; empty for automatic events. */
  text: string;
  from_stage_id: string | null;
  to_stage_id: string | null;
}

/** A user's board stages (JSON array, column order); no row means the default board. */
export interface JobBoardsTable {
  user_id: string;
  stages: string;
  updated_at: string;
}

/**
 * A cover letter. `content`, `addressed` and `flags` are JSON text; job title, company and word
 * count are copied out of the content so lists never load it. Deleted rows stay restorable for a
 * while.
 */
export interface CoverLettersTable {
  id: string;
  user_id: string;
  title: string;
  /** The resume it was written from; no foreign key (a deleted resume reads as none). */
  resume_id: string | null;
  job_title: string;
  company: string;
  job_description: string;
  /** formal | warm | confident | concise */
  tone: string;
  /** short | standard | detailed */
  length: string;
  /** The letter (the contract's LetterContent) as JSON text. */
  content: string;
  /** The requirements it addresses, JSON array. */
  addressed: string;
  /** The truthfulness guard's findings at the last save, JSON array. */
  flags: string;
  /** Words of the body. */
  word_count: number;
  /** Title, company and job title folded for search (lower case, no accents). */
  search_text: string;
  /** Starts at 1 and grows by one on every write; updates name the version they saw. */
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A message of the contact form; see the 2026-11-25-0004 migration for its columns. */
export interface ContactMessagesTable {
  id: string;
  /** The form's own id for the message; a retried request finds the message by it. */
  submission_id: string | null;
  /** The sender's account when they were signed in. */
  user_id: string | null;
  name: string;
  email: string;
  /** One of the contract's contact topics. */
  topic: string;
  message: string;
  /** 1 when the sender was a Premium member (priority support), else 0. */
  priority: number;
  /** A keyed hash of the sender's address; never the address. */
  ip_hash: string | null;
  /** The browser's User-Agent, shortened. */
  user_agent: string | null;
  created_at: string;
  /** When the email to support was handed over (set as its claim, so it goes once). */
  delivered_at: string | null;
  /** When the acknowledgement to the sender was handed over. */
  acknowledged_at: string | null;
}

/** A message of the embedded mail adapter (the outbox a developer reads). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The message's one-click unsubscribe address (List-Unsubscribe), when it has one. */
  list_unsubscribe: string | null;
  /** Where an answer goes (Reply-To), when not to the sender. */
  reply_to: string | null;
  created_at: string;
}

/** A user's morning digest settings; no row means the defaults (digest off, UTC, 8:00). */
export interface ReminderSettingsTable {
  user_id: string;
  /** 0 or 1. */
  email_digest: number;
  /** IANA name, canonical spelling. */
  time_zone: string;
  /** 0–23, local to `time_zone`. */
  digest_hour: number;
  /** Opens the unsubscribe link of every digest; made with the row, never changed. */
  unsubscribe_token: string;
  updated_at: string;
}

/** The secret token of a user's calendar (ICS) feed. */
export interface CalendarFeedsTable {
  user_id: string;
  token: string;
  created_at: string;
}

/** A digest settled for a user's local day (`YYYY-MM-DD`); the key is the once-only claim. */
export interface DigestSendsTable {
  user_id: string;
  day: string;
  sent_at: string;
  /** Reminders in the digest; 0: nothing was due and no mail went out. */
  items: number;
}

/** Which instance runs a named periodic scan, until when. */
export interface SchedulerLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** A resume's public link; revoked rows stay so their slug answers 410 (see migration 2026-11-28-0010). */
export interface ResumeSharesTable {
  id: string;
  resume_id: string;
  user_id: string;
  slug: string;
  /** 1 when the owner chose the slug (Premium). */
  custom_slug: number;
  /** scrypt hash; null when the link has no password. */
  password_hash: string | null;
  expires_at: string | null;
  allow_pdf: number;
  /** 1 when the owner lets search engines index the page. */
  indexable: number;
  created_at: string;
  updated_at: string;
  revoked_at: string | null;
}

/** Views of a public link per UTC day (`YYYY-MM-DD`); a count only, nothing about the viewer. */
export interface ResumeShareViewsTable {
  share_id: string;
  day: string;
  views: number;
}

/** A ZIP of everything a user owns, prepared in the background (decision 056). */
export interface DataExportsTable {
  id: string;
  user_id: string;
  /** `preparing`, `ready`, `failed` or `expired`. */
  status: string;
  progress_done: number;
  progress_total: number;
  /** The ZIP's size once ready. */
  byte_size: number | null;
  /** Why it failed, in words for the user. */
  error: string | null;
  created_at: string;
  /** Moved on while an instance prepares it; a stale one means that instance stopped. */
  heartbeat_at: string;
  finished_at: string | null;
  expires_at: string | null;
}

/** The bytes of a data export's ZIP, in order (`seq` from 0), about a megabyte each. */
export interface DataExportPartsTable {
  export_id: string;
  user_id: string;
  seq: number;
  content: Uint8Array;
}

/** A security counter's window (decision 041); the key is stored only as a hash. */
export interface AttemptCountersTable {
  key_hash: string;
  count: number;
  /** Epoch milliseconds; PostgreSQL's bigint arrives as a string. */
  ends_at: number | string;
}

export interface Database {
  users: UsersTable;
  identity_accounts: IdentityAccountsTable;
  oidc_payloads: OidcPayloadsTable;
  revoked_grants: RevokedGrantsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  security_events: SecurityEventsTable;
  two_factor_credentials: TwoFactorCredentialsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  instance_secrets: InstanceSecretsTable;
  subscriptions: SubscriptionsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
  checkout_sessions: CheckoutSessionsTable;
  local_billing_customers: LocalBillingCustomersTable;
  local_billing_checkout_sessions: LocalBillingCheckoutSessionsTable;
  local_billing_subscriptions: LocalBillingSubscriptionsTable;
  local_billing_invoices: LocalBillingInvoicesTable;
  local_billing_clock: LocalBillingClockTable;
  resumes: ResumesTable;
  resume_original_files: ResumeOriginalFilesTable;
  ai_usage: AiUsageTable;
  tailoring_proposals: TailoringProposalsTable;
  job_applications: JobApplicationsTable;
  job_events: JobEventsTable;
  job_boards: JobBoardsTable;
  mail_outbox: MailOutboxTable;
  reminder_settings: ReminderSettingsTable;
  calendar_feeds: CalendarFeedsTable;
  digest_sends: DigestSendsTable;
  scheduler_leases: SchedulerLeasesTable;
  cover_letters: CoverLettersTable;
  contact_messages: ContactMessagesTable;
  resume_shares: ResumeSharesTable;
  resume_share_views: ResumeShareViewsTable;
  data_exports: DataExportsTable;
  data_export_parts: DataExportPartsTable;
  attempt_counters: AttemptCountersTable;
}

// Kept for tables that later migrations add with generated columns.
export type { Generated };
