import type { LetterContent } from '@resumio/contract/cover-letters';
import { stripArticle } from './text.ts';

// Letter furniture that reads as a name or a title to the guard but claims nothing.
const FURNITURE = [
  'Hiring Manager',
  'Hiring Team',
  'Recruiting Team',
  'Recruitment Team',
  'Talent Team',
  'Selection Committee',
  'Search Committee',
  'To Whom It May Concern',
];
const HONORIFICS = /\b(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?(?=\s)/g;

// The posting's role and company are the letter's subject, but not in a claim about the
// candidate's past: "As a Senior Engineer at…", "During my time at Acme…" are checked.
const ROLE_CLAIM = /\b(?:as|am|was|were|been|being)\s+(?:an?\s+|the\s+)?$/i;
const COMPANY_CLAIM =
  /(?:(?:^|[.!?]\s+)at|\bwhile at|\btime at|\bin my (?:work|role|job) at|\bworked (?:at|for|with)|\bworking (?:at|for)|\bemployed (?:at|by)|\bjoined|\bwas at|\bserved at)\s+$/i;

export interface AllowedPhrase {
  text: string;
  /** Occurrences after this lead are claims, checked like any other text. */
  claim?: RegExp;
  pattern: RegExp;
  lower: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const trimmed = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.,]+$/, '');

/** The phrases a letter may use without the resume: its addressee, company and role. */
export function allowedPhrases(
  content: Pick<LetterContent, 'company' | 'jobTitle' | 'recipientName'>,
): AllowedPhrase[] {
  const recipient = content.recipientName.trim();
  const phrases: Omit<AllowedPhrase, 'pattern' | 'lower'>[] = [
    ...[recipient, recipient.replace(HONORIFICS, ''), ...FURNITURE].map((text) => ({ text })),
    ...[content.jobTitle, stripArticle(content.jobTitle)].map((text) => ({
      text,
      claim: ROLE_CLAIM,
    })),
    { text: content.company, claim: COMPANY_CLAIM },
  ];
  const seen = new Set<string>();
  return (
    phrases
      .map((p) => ({ ...p, text: trimmed(p.text) }))
      .filter(
        (p) =>
          p.text.length > 0 && !seen.has(p.text.toLowerCase()) && seen.add(p.text.toLowerCase()),
      )
      .map((p) => ({
        ...p,
        lower: p.text.toLowerCase(),
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(p.text)}(?![\\p{L}\\p{N}])`, 'giu'),
      }))
      // Longest first, so "Acme Health Inc" is masked before "Acme Health".
      .sort((a, b) => b.text.length - a.text.length)
  );
}

/**
 * The text with every allowed phrase replaced by a plain lower-case word, so the guard neither
 * reads it as a name nor finds a skill inside it ("Salesforce" the company, "iOS" the role).
 */
export function maskAllowed(text: string, allowed: AllowedPhrase[]): string {
  let out = text;
  const lower = text.toLowerCase();
  for (const phrase of allowed) {
    // Most phrases are absent from most blocks: a plain search is far cheaper than the pattern.
    if (!lower.includes(phrase.lower)) continue;
    out = out.replace(phrase.pattern, (match: string, offset: number, whole: string) =>
      phrase.claim?.test(whole.slice(0, offset)) ? match : 'them',
    );
  }
  out = maskPostingRole(out);
  return /\b(?:Mr|Mrs|Ms|Mx|Dr|Prof)\b/.test(out) ? out.replace(HONORIFICS, 'dear') : out;
}

// The posting's role named as the posting's ("I am applying for the Backend Developer role",
// "as your next Backend Developer"), in the writer's words rather than the job title field's:
// it names what is applied for, not a title the candidate claims to hold.
const TITLE_WORDS = String.raw`(?:\p{Lu}[\p{L}\p{N}/&+.#-]*\s+){0,5}\p{Lu}[\p{L}\p{N}/&+.#-]*`;
const POSTING_ROLE = new RegExp(
  String.raw`\b(?:(?:[Tt]he|[Tt]his|[Yy]our|[Aa]n?)\s+(${TITLE_WORDS})\s+(?:role|position|opening|vacancy|job|post|posting)\b|(?:[Aa]s|[Bb]e)\s+your\s+(?:next|new)\s+(${TITLE_WORDS}))`,
  'gu',
);
// Before the phrase in its sentence, words that make it a claim about the past: "I held the
// Backend Developer role", "in my current Backend Developer position".
const PAST_CLAIM =
  /\b(?:held|hold|holding|worked|work|working|served|serving|was|were|been|my|our)\b[^.!?]*$/i;

const TITLE_END =
  /(?:er|or|ist|yst|ant|ent|ive|ian|ect|ate|Lead|Head|Nurse|Clerk|Chef|Pilot|Coach|VP|Intern|Trainee)$/;

export function maskPostingRole(text: string): string {
  return text.replace(POSTING_ROLE, (match: string, ...rest: unknown[]) => {
    const offset = rest.find((x): x is number => typeof x === 'number') ?? 0;
    const sentence =
      text
        .slice(0, offset)
        .split(/[.!?]\s/)
        .pop() ?? '';
    if (PAST_CLAIM.test(sentence)) return match;
    const title = (rest[0] ?? rest[1]) as string | undefined;
    // Only a job title: "the Kubernetes job" names a skill, which the guard must still read.
    if (!title || !TITLE_END.test(title)) return match;
    return match.replace(title, 'them');
  });
}
