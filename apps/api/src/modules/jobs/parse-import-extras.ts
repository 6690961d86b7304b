import {
  JOB_CONTACTS_MAX,
  JobContactSchema,
  type JobContact,
  type JobFields,
} from '@resumio/contract/jobs';
import { parseCalendarDay } from './parse-calendar-day.ts';

type Report = (reason: string) => void;

const words = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** "Hybrid (2 days)", "On-site", "Fully remote", "Office" → our three policies. */
export function parseRemotePolicy(value: string): JobFields['remotePolicy'] | undefined {
  const text = words(value);
  // Hybrid first: "remote or office" and "hybrid remote" are hybrid, not remote.
  if (/\bhybrid\b|\bflex/.test(text) || (/\bremote\b/.test(text) && /\boffice\b/.test(text))) {
    return 'hybrid';
  }
  if (/\bremote\b|\bwfh\b|\bwork from home\b|\bdistributed\b/.test(text)) return 'remote';
  if (/\bon ?site\b|\boffice\b|\bin person\b/.test(text)) return 'onsite';
  return undefined;
}

/** Words and the 1–5 scales of other trackers: 4–5 high, 3 medium, 1–2 low. */
export function parsePriority(value: string): JobFields['priority'] | undefined {
  const text = words(value);
  if (/^\d$/.test(value.trim())) {
    const stars = Number(value.trim());
    if (stars >= 1 && stars <= 5) return stars >= 4 ? 'high' : stars === 3 ? 'medium' : 'low';
  }
  if (/\b(high|urgent|top|dream)\b/.test(text)) return 'high';
  if (/\b(medium|normal|med|mid)\b/.test(text)) return 'medium';
  if (/\b(low|maybe|backup)\b/.test(text)) return 'low';
  return undefined;
}

export function parseSalaryPeriod(value: string): JobFields['salaryPeriod'] | undefined {
  const text = words(value);
  if (/\b(year|yearly|annual|annually|annum|pa|yr)\b/.test(text)) return 'year';
  if (/\b(month|monthly|mo)\b/.test(text)) return 'month';
  if (/\b(hour|hourly|hr|h)\b/.test(text)) return 'hour';
  return undefined;
}

/**
 * An interview needs its time: an ISO instant (our export) or "YYYY-MM-DD HH:MM" (read as UTC, as
 * spreadsheets keep no zone). A bare day is reported rather than given an invented hour.
 */
export function parseInterviewAt(value: string): string | 'no-time' | undefined {
  const text = value.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})$/.exec(text);
  if (local) {
    const [, day, hour, minute] = local;
    const instant = new Date(`${day}T${hour!.padStart(2, '0')}:${minute}:00.000Z`);
    return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
  }
  return parseCalendarDay(text) ? 'no-time' : undefined;
}

const NAME_AND_EMAIL = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function contactOfText(entry: string): JobContact | undefined {
  const text = entry.trim();
  if (!text) return undefined;
  const named = NAME_AND_EMAIL.exec(text);
  if (named) return { name: named[1]!.trim() || named[2]!, email: named[2]! };
  if (EMAIL.test(text)) return { name: text, email: text };
  return { name: text };
}

/**
 * The Contacts column: our own export writes the contacts as JSON (every field kept); people
 * write "Name <email>" entries separated by semicolons or lines.
 */
export function parseContacts(value: string, report: Report): JobContact[] {
  const text = value.trim();
  let entries: unknown[];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      entries = Array.isArray(parsed) ? parsed : [];
    } catch {
      report('Contacts look like JSON but cannot be read: left empty.');
      return [];
    }
  } else {
    entries = text.split(/[;\n]/).map(contactOfText).filter(Boolean);
  }
  const contacts: JobContact[] = [];
  for (const entry of entries) {
    const contact = JobContactSchema.safeParse(entry);
    if (contact.success) contacts.push(contact.data);
    else report(`A contact cannot be read: ${contact.error.issues[0]?.message ?? 'left out.'}`);
  }
  if (contacts.length > JOB_CONTACTS_MAX) {
    report(`Only the first ${JOB_CONTACTS_MAX} contacts are kept.`);
    contacts.length = JOB_CONTACTS_MAX;
  }
  return contacts;
}
