import type { Resume } from '@resumio/resume-model';
import { absoluteUrl, networkOf } from './contacts.ts';
import { readCsvRecords } from './csv.ts';
import { parseOneDate } from './dates.ts';
import type { SectionKind } from './sections.ts';
import type { FoundSection, NotPlacedLine } from './structure.ts';

/**
 * The LinkedIn data export (the ZIP LinkedIn mails on request) read into a resume. Only the
 * files that describe the person's career are read; the rest of the export (connections,
 * messages, invitations, ad targeting…) is about their network and activity, not their resume.
 */

/** The resume files of the export, by file name without extension (lower case, letters only). */
const FILES = {
  profile: {
    heading: 'Profile',
    kind: 'contact',
    columns: [
      'First Name',
      'Last Name',
      'Maiden Name',
      'Address',
      'Birth Date',
      'Headline',
      'Summary',
      'Industry',
      'Zip Code',
      'Geo Location',
      'Twitter Handles',
      'Websites',
      'Instant Messengers',
    ],
  },
  emailaddresses: {
    heading: 'Email Addresses',
    kind: 'contact',
    columns: ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
  },
  phonenumbers: {
    heading: 'Phone Numbers',
    kind: 'contact',
    columns: ['Extension', 'Number', 'Type'],
  },
  positions: {
    heading: 'Positions',
    kind: 'work',
    columns: ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
  },
  education: {
    heading: 'Education',
    kind: 'education',
    columns: ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
  },
  skills: { heading: 'Skills', kind: 'skills', columns: ['Name'] },
  certifications: {
    heading: 'Certifications',
    kind: 'certificates',
    columns: ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
  },
  languages: { heading: 'Languages', kind: 'languages', columns: ['Name', 'Proficiency'] },
  projects: {
    heading: 'Projects',
    kind: 'projects',
    columns: ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
  },
  honors: { heading: 'Honors', kind: 'awards', columns: ['Title', 'Description', 'Issued On'] },
  publications: {
    heading: 'Publications',
    kind: 'publications',
    columns: ['Name', 'Published On', 'Description', 'Publisher', 'Url'],
  },
  volunteering: {
    heading: 'Volunteering',
    kind: 'volunteer',
    columns: ['Company Name', 'Role', 'Cause', 'Started On', 'Finished On', 'Description'],
  },
  courses: { heading: 'Courses', kind: 'other', columns: ['Name', 'Number'] },
} as const satisfies Record<string, { heading: string; kind: SectionKind; columns: string[] }>;

type FileKey = keyof typeof FILES;

/** Which resume file of the export an entry of the ZIP is, if any (in any folder). */
export function linkedInFileOf(entryName: string): FileKey | undefined {
  const base = entryName.split('/').pop() ?? '';
  if (!/\.csv$/i.test(base)) return undefined;
  const key = base
    .replace(/\.csv$/i, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return key in FILES ? (key as FileKey) : undefined;
}

export interface LinkedInRead {
  resume: Resume;
  notPlaced: NotPlacedLine[];
  sections: FoundSection[];
  /** Values read from the CSVs, each placed in a field or listed as not placed. */
  lineCount: number;
}

/** Columns that only describe another value (an address's "Confirmed" flag), not the person. */
const META: Partial<Record<FileKey, string[]>> = {
  emailaddresses: ['Confirmed', 'Primary', 'Updated On'],
  phonenumbers: ['Type', 'Extension'],
};

const MAX_ENTRIES = 60;

/** Splits a LinkedIn description into prose and bullet points (lines starting with a mark). */
function describe(text: string | undefined): { summary?: string; highlights?: string[] } {
  if (!text) return {};
  const prose: string[] = [];
  const highlights: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[•·▪◦‣*–-]\s*(.+)$/.exec(line);
    if (bullet) highlights.push(bullet[1]!);
    else prose.push(line);
  }
  return {
    ...(prose.length ? { summary: prose.join('\n') } : {}),
    ...(highlights.length ? { highlights } : {}),
  };
}

/**
 * Reads the export's resume CSVs (`files`, keyed by entry name) into a JSON Resume document.
 * Every value read lands in a field or in `notPlaced` with the file it came from.
 */
export function readLinkedInExport(files: Record<string, Uint8Array>): LinkedInRead {
  const decoder = new TextDecoder();
  const byKey = new Map<FileKey, Record<string, string>[]>();
  for (const [name, bytes] of Object.entries(files)) {
    const key = linkedInFileOf(name);
    if (!key) continue;
    const { records } = readCsvRecords(decoder.decode(bytes), FILES[key].columns);
    byKey.set(key, [...(byKey.get(key) ?? []), ...records]);
  }

  const notPlaced: NotPlacedLine[] = [];
  const sections: FoundSection[] = [];
  let lineCount = 0;
  const resume: Resume = { basics: {} };
  const basics = resume.basics!;

  for (const key of Object.keys(FILES) as FileKey[]) {
    const records = byKey.get(key);
    if (!records?.length) continue;
    const { heading, kind } = FILES[key];
    sections.push({ kind, heading });
    const meta = new Set(META[key] ?? []);
    const notPlace = (text: string) => notPlaced.push({ text, section: heading });

    /** Takes the record's values one by one; what is left is listed as not placed. */
    const walk = (record: Record<string, string>, read: (take: Taker) => void) => {
      const left = { ...record };
      for (const column of meta) delete left[column];
      lineCount += Object.keys(left).length;
      const plain = (column: string): string | undefined => {
        const value = left[column];
        delete left[column];
        return value;
      };
      const take: Taker = Object.assign(plain, {
        date: (column: string) => {
          const value = plain(column);
          if (!value) return undefined;
          const date = parseOneDate(value);
          if (!date) notPlace(`${column}: ${value}`);
          return date;
        },
        notPlaced: notPlace,
      });
      read(take);
      for (const [column, value] of Object.entries(left)) notPlace(`${column}: ${value}`);
    };

    /** A list of at most MAX_ENTRIES (the model's limit); the rest is listed as not placed. */
    const list = <T>(
      make: (take: Taker) => T | undefined,
      describeEntry: (r: Record<string, string>) => string,
    ) => {
      const out: T[] = [];
      for (const record of records) {
        if (out.length >= MAX_ENTRIES) {
          lineCount += Object.keys(record).filter((c) => !meta.has(c)).length;
          notPlace(describeEntry(record));
          continue;
        }
        walk(record, (take) => {
          const entry = make(take);
          if (entry) out.push(entry);
        });
      }
      return out;
    };
    const joined = (r: Record<string, string>) => Object.values(r).join(' · ');

    switch (key) {
      case 'profile':
        records.forEach((record, i) =>
          walk(record, (take) => {
            // One profile row is the person; a second one would be unusual, so it is not merged.
            if (i > 0) return;
            const name = [take('First Name'), take('Last Name')].filter(Boolean).join(' ');
            if (name) basics.name = name;
            const headline = take('Headline');
            if (headline) basics.label = headline;
            const summary = take('Summary');
            if (summary) basics.summary = summary;
            const geo = take('Geo Location');
            const zip = take('Zip Code');
            const address = take('Address');
            if (geo || zip || address) {
              const [city, ...rest] = (geo ?? '').split(',').map((s) => s.trim());
              basics.location = {
                ...(city ? { city } : {}),
                ...(rest.length ? { region: rest.join(', ') } : {}),
                ...(zip ? { postalCode: zip } : {}),
                ...(address ? { address } : {}),
              };
            }
            const profiles: NonNullable<typeof basics.profiles> = [];
            const websites = take('Websites');
            for (const m of websites?.matchAll(
              /(?:([A-Z_ ]+):)?\s*((?:https?:\/\/|www\.)[^\s,\]]+)/gi,
            ) ?? []) {
              const url = absoluteUrl(m[2]!);
              const network = networkOf(url);
              if (network) profiles.push({ network, url });
              else if (!basics.url) basics.url = url;
              else profiles.push({ network: m[1] ? label(m[1]) : 'Website', url });
            }
            if (websites && !/https?:\/\/|www\./i.test(websites))
              take.notPlaced(`Websites: ${websites}`);
            const twitter = take('Twitter Handles');
            for (const handle of twitter?.replace(/[[\]]/g, '').split(',') ?? []) {
              const username = handle.trim().replace(/^@/, '');
              if (/^\w{1,50}$/.test(username)) {
                profiles.push({
                  network: 'Twitter',
                  username,
                  url: `https://twitter.com/${username}`,
                });
              } else if (username) take.notPlaced(`Twitter Handles: ${handle.trim()}`);
            }
            if (profiles.length) basics.profiles = profiles;
          }),
        );
        break;
      case 'emailaddresses': {
        // The primary address first; LinkedIn marks it "Yes" in the Primary column.
        const sorted = [...records].sort(
          (a, b) => Number(/^yes$/i.test(b.Primary ?? '')) - Number(/^yes$/i.test(a.Primary ?? '')),
        );
        for (const record of sorted) {
          walk(record, (take) => {
            const email = take('Email Address');
            if (!email) return;
            if (!basics.email) basics.email = email;
            else take.notPlaced(email);
          });
        }
        break;
      }
      case 'phonenumbers':
        for (const record of records) {
          walk(record, (take) => {
            const number = take('Number');
            if (!number) return;
            const extension = record.Extension ? ` ext. ${record.Extension}` : '';
            if (!basics.phone) basics.phone = `${number}${extension}`;
            else take.notPlaced(`${number}${extension}`);
          });
        }
        break;
      case 'positions':
        resume.work = list(
          (take) => ({
            name: take('Company Name') ?? '',
            position: take('Title') ?? '',
            ...opt('location', take('Location')),
            startDate: take.date('Started On') ?? '',
            endDate: take.date('Finished On') ?? '',
            ...describe(take('Description')),
          }),
          joined,
        );
        break;
      case 'education':
        resume.education = list((take) => {
          const entry = {
            institution: take('School Name') ?? '',
            studyType: take('Degree Name') ?? '',
            startDate: take.date('Start Date') ?? '',
            endDate: take.date('End Date') ?? '',
          };
          // An education entry has no free-text field in the model: notes and activities are
          // shown for the user to place (the Notes column often holds the field of study).
          const notes = take('Notes');
          if (notes) take.notPlaced(notes);
          const activities = take('Activities');
          if (activities) take.notPlaced(activities);
          return entry;
        }, joined);
        break;
      case 'skills':
        resume.skills = list((take) => {
          const name = take('Name');
          return name ? { name } : undefined;
        }, joined);
        break;
      case 'certifications':
        resume.certificates = list((take) => {
          const entry = {
            name: take('Name') ?? '',
            ...opt('issuer', take('Authority')),
            date: take.date('Started On') ?? '',
            ...opt('url', take('Url')),
          };
          // The model has one date (when it was earned); the expiry and number are shown.
          const until = take('Finished On');
          if (until) take.notPlaced(`Valid until ${until}`);
          const licence = take('License Number');
          if (licence) take.notPlaced(`License Number: ${licence}`);
          return entry;
        }, joined);
        break;
      case 'languages':
        resume.languages = list((take) => {
          const language = take('Name');
          return language ? { language, fluency: take('Proficiency') ?? '' } : undefined;
        }, joined);
        break;
      case 'projects':
        resume.projects = list(
          (take) => ({
            name: take('Title') ?? '',
            ...opt('description', take('Description')),
            ...opt('url', take('Url')),
            startDate: take.date('Started On') ?? '',
            endDate: take.date('Finished On') ?? '',
          }),
          joined,
        );
        break;
      case 'honors':
        resume.awards = list(
          (take) => ({
            title: take('Title') ?? '',
            ...opt('summary', take('Description')),
            date: take.date('Issued On') ?? '',
          }),
          joined,
        );
        break;
      case 'publications':
        resume.publications = list(
          (take) => ({
            name: take('Name') ?? '',
            ...opt('publisher', take('Publisher')),
            releaseDate: take.date('Published On') ?? '',
            ...opt('url', take('Url')),
            ...opt('summary', take('Description')),
          }),
          joined,
        );
        break;
      case 'volunteering':
        resume.volunteer = list((take) => {
          const role = take('Role');
          const cause = take('Cause');
          return {
            organization: take('Company Name') ?? '',
            position: role ?? '',
            startDate: take.date('Started On') ?? '',
            endDate: take.date('Finished On') ?? '',
            ...opt(
              'summary',
              [take('Description'), cause && `Cause: ${cause}`].filter(Boolean).join('\n'),
            ),
          };
        }, joined);
        break;
      case 'courses':
        // A course is not tied to a school in the export, so it cannot be put under one.
        for (const record of records) walk(record, () => undefined);
        break;
    }
  }
  return { resume, notPlaced, sections, lineCount };
}

interface Taker {
  (column: string): string | undefined;
  /** A "Jan 2020" or "2020" date as YYYY-MM or YYYY; one it cannot read is listed as not placed. */
  date: (column: string) => string | undefined;
  notPlaced: (text: string) => void;
}

function opt<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value ? { [key]: value } : {}) as { [P in K]?: string };
}

/** "PORTFOLIO" → "Portfolio": LinkedIn's website kinds are upper-case keys. */
function label(kind: string): string {
  const words = kind.trim().toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
