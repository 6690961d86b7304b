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
  return /\b(?:Mr|Mrs|Ms|Mx|Dr|Prof)\b/.test(out) ? out.replace(HONORIFICS, 'dear') : out;
}
