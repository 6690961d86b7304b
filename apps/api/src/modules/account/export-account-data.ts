import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { readAccountActivity } from './account-activity-record.ts';
import { applicationRecord } from './application-record.ts';
import type { User } from './repository.ts';

/** Bumped when the file's shape changes, so a reader can tell one layout from the next. */
export const ACCOUNT_EXPORT_FORMAT = 1;

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Stored JSON is written by the app; should a row ever hold something else, keep it as text.
    return text;
  }
};

/** A resume's original file, if one was kept, with its bytes as base64. */
function originalFile(
  row:
    | {
        file_name: string;
        format: string;
        byte_size: number;
        created_at: string;
        content: Uint8Array;
      }
    | undefined,
) {
  if (!row) return null;
  return {
    fileName: row.file_name,
    format: row.format,
    size: row.byte_size,
    createdAt: row.created_at,
    contentBase64: Buffer.from(row.content).toString('base64'),
  };
}

export interface AccountExportFile {
  body: Buffer;
  contentType: string;
  contentDisposition: string;
}

/**
 * Everything the user owns, as one JSON document: the account, its sign-in profile, plan,
 * reminder settings, every resume (with the trash, and the file it was imported from), cover letter, application with its timeline
 * and what was sent, the board, model usage, tailoring proposals and contact messages. Secrets
 * stay out (password hash, calendar-feed and unsubscribe tokens, payment ids, network hashes), and
 * every query filters by the user's id, so nobody else's row can appear.
 */
export async function exportAccountData(
  db: Kysely<Database>,
  user: User,
  { embeddedIssuer, now }: { embeddedIssuer: string | null; now: Date },
): Promise<AccountExportFile> {
  const userId = user.id;
  const [
    identity,
    subscription,
    reminderSettings,
    calendarFeed,
    resumes,
    coverLetters,
    jobs,
    events,
    board,
    aiUsage,
    proposals,
    contactMessages,
    activity,
  ] = await Promise.all([
    embeddedIssuer === user.issuer
      ? db
          .selectFrom('identity_accounts')
          .select(['email', 'name', 'created_at', 'updated_at'])
          .where('id', '=', user.subject)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('subscriptions')
      .select([
        'provider',
        'plan_type',
        'status',
        'current_period_end',
        'cancel_at_period_end',
        'updated_at',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('reminder_settings')
      .select(['email_digest', 'time_zone', 'digest_hour', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('calendar_feeds')
      .select('created_at')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('resumes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cover_letters')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('job_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('job_events')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    db.selectFrom('job_boards').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('ai_usage')
      .select(['day', 'model', 'requests', 'input_tokens', 'output_tokens'])
      .where('user_id', '=', userId)
      .orderBy('day')
      .orderBy('model')
      .execute(),
    db
      .selectFrom('tailoring_proposals')
      .select(['resume_id', 'resume_version', 'changes', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'topic', 'message', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    readAccountActivity(db, user, embeddedIssuer),
  ]);

  // The files resumes were imported from, as base64 inside the one JSON file (decision 049);
  // read after the rest so the other queries never wait on up to 10 MB per resume.
  const originals = await db
    .selectFrom('resume_original_files')
    .select(['resume_id', 'file_name', 'format', 'byte_size', 'created_at', 'content'])
    .where('user_id', '=', userId)
    .execute();
  const originalByResume = new Map(originals.map((o) => [o.resume_id, o]));

  const eventsByJob = new Map<string, typeof events>();
  for (const event of events) {
    const list = eventsByJob.get(event.job_id) ?? [];
    list.push(event);
    eventsByJob.set(event.job_id, list);
  }

  const data = {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      displayName: user.display_name,
      createdAt: user.created_at,
      signIn: identity
        ? {
            provider: 'embedded',
            email: identity.email,
            name: identity.name,
            createdAt: identity.created_at,
            updatedAt: identity.updated_at,
          }
        : { provider: 'external', issuer: user.issuer },
    },
    subscription: subscription
      ? {
          provider: subscription.provider,
          plan: subscription.plan_type,
          status: subscription.status,
          currentPeriodEnd: subscription.current_period_end,
          cancelAtPeriodEnd: subscription.cancel_at_period_end === 1,
          updatedAt: subscription.updated_at,
        }
      : { plan: 'free', status: null },
    settings: {
      reminders: reminderSettings
        ? {
            emailDigest: reminderSettings.email_digest === 1,
            timeZone: reminderSettings.time_zone,
            digestHour: reminderSettings.digest_hour,
            updatedAt: reminderSettings.updated_at,
          }
        : null,
      // The feed's address is a secret key to the calendar: only whether one exists.
      calendarFeed: calendarFeed ? { createdAt: calendarFeed.created_at } : null,
    },
    resumes: resumes.map((r) => ({
      id: r.id,
      title: r.title,
      templateId: r.template_id,
      version: r.version,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      deletedAt: r.deleted_at,
      tailoredFor: r.tailored_job_title
        ? {
            sourceResumeId: r.tailored_source_id,
            jobTitle: r.tailored_job_title,
            company: r.tailored_company,
            jobDescription: r.tailored_job_description,
          }
        : null,
      document: parse(r.document),
      originalFile: originalFile(originalByResume.get(r.id)),
    })),
    coverLetters: coverLetters.map((l) => ({
      id: l.id,
      title: l.title,
      resumeId: l.resume_id,
      jobTitle: l.job_title,
      company: l.company,
      jobDescription: l.job_description,
      tone: l.tone,
      length: l.length,
      wordCount: l.word_count,
      version: l.version,
      createdAt: l.created_at,
      updatedAt: l.updated_at,
      deletedAt: l.deleted_at,
      content: parse(l.content),
      addressed: parse(l.addressed),
      flags: parse(l.flags),
    })),
    jobApplications: jobs.map((j) => ({
      ...applicationRecord(j, eventsByJob.get(j.id) ?? []),
      deletedAt: j.deleted_at,
    })),
    jobBoard: board ? { stages: parse(board.stages), updatedAt: board.updated_at } : null,
    aiUsage: aiUsage.map((u) => ({
      day: u.day,
      model: u.model,
      requests: u.requests,
      inputTokens: u.input_tokens,
      outputTokens: u.output_tokens,
    })),
    tailoringProposals: proposals.map((p) => ({
      resumeId: p.resume_id,
      resumeVersion: p.resume_version,
      createdAt: p.created_at,
      changes: parse(p.changes),
    })),
    contactMessages: contactMessages.map((m) => ({
      name: m.name,
      email: m.email,
      topic: m.topic,
      message: m.message,
      createdAt: m.created_at,
    })),
    securityEvents: activity.securityEvents,
    resumeShares: activity.resumeShares,
  };

  const day = now.toISOString().slice(0, 10);
  return {
    body: Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'),
    contentType: 'application/json; charset=utf-8',
    contentDisposition: attachmentDisposition({
      ascii: `resumio-data-${day}.json`,
      utf8: `resumio-data-${day}.json`,
    }),
  };
}
