import type { Migration } from 'kysely';
import * as users from './2026-11-21-0001-users.ts';
import * as identityProvider from './2026-11-21-0002-identity-provider.ts';
import * as billing from './2026-11-21-0003-billing.ts';
import * as resumes from './2026-11-21-0004-resumes.ts';
import * as revokedGrants from './2026-11-23-0001-revoked-grants.ts';
import * as resumeEnhancement from './2026-11-24-0001-resume-enhancement.ts';
import * as jobTracker from './2026-11-25-0001-job-tracker.ts';
import * as remindersAndMail from './2026-11-25-0002-reminders-and-mail.ts';
import * as coverLetters from './2026-11-25-0003-cover-letters.ts';
import * as contactMessages from './2026-11-25-0004-contact-messages.ts';
import * as mailListUnsubscribe from './2026-11-25-0005-mail-list-unsubscribe.ts';
import * as mailReplyTo from './2026-11-25-0006-mail-reply-to.ts';
import * as passwordReset from './2026-11-27-0001-password-reset.ts';
import * as verifiedAddresses from './2026-11-28-0001-verified-addresses.ts';
import * as securityEvents from './2026-11-28-0002-security-events.ts';
import * as resumeShares from './2026-11-28-0010-resume-shares.ts';
import * as resumeOriginalFiles from './2026-11-28-0030-resume-original-files.ts';
import * as twoFactor from './2026-11-28-0053-two-factor.ts';
import * as localBillingDetails from './2026-11-28-0060-local-billing-details.ts';
import * as dataExports from './2026-11-28-0070-data-exports.ts';
import * as attemptCounters from './2026-11-28-0080-attempt-counters.ts';

/** Every migration, by dated name. Names sort in the order they run; never rename or edit one. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-users': users,
  '2026-11-21-0002-identity-provider': identityProvider,
  '2026-11-21-0003-billing': billing,
  '2026-11-21-0004-resumes': resumes,
  '2026-11-23-0001-revoked-grants': revokedGrants,
  '2026-11-24-0001-resume-enhancement': resumeEnhancement,
  '2026-11-25-0001-job-tracker': jobTracker,
  '2026-11-25-0002-reminders-and-mail': remindersAndMail,
  '2026-11-25-0003-cover-letters': coverLetters,
  '2026-11-25-0004-contact-messages': contactMessages,
  '2026-11-25-0005-mail-list-unsubscribe': mailListUnsubscribe,
  '2026-11-25-0006-mail-reply-to': mailReplyTo,
  '2026-11-27-0001-password-reset': passwordReset,
  '2026-11-28-0001-verified-addresses': verifiedAddresses,
  '2026-11-28-0002-security-events': securityEvents,
  '2026-11-28-0010-resume-shares': resumeShares,
  '2026-11-28-0030-resume-original-files': resumeOriginalFiles,
  '2026-11-28-0053-two-factor': twoFactor,
  '2026-11-28-0060-local-billing-details': localBillingDetails,
  '2026-11-28-0070-data-exports': dataExports,
  '2026-11-28-0080-attempt-counters': attemptCounters,
};
