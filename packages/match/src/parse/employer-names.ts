import { tokenize } from '../text/tokenize.ts';
import type { LineInfo } from './posting-lines.ts';

// The hiring company's own names, read from how a posting speaks of itself: "At Sketch, we…",
// "Join Flint", "Why you should join Aiven", "Podia is a…", "Babiel GmbH", "HICX's platform".
// They and the products it names as its own are the employer's, never skills it asks for.

const NAME = String.raw`((?:[A-Z][\p{L}\p{N}&.'-]*|[A-Z0-9]{2,})(?:\s+(?:[A-Z][\p{L}\p{N}&.'-]*|[A-Z0-9]{2,})){0,2})`;
// Each pattern captures a name where the posting speaks of itself.
const PATTERNS = [
  new RegExp(String.raw`\b(?:[Aa]t|[Jj]oin|[Bb]ei|[Cc]hez)\s+${NAME}(?=[,!.:]|$)`, 'gu'),
  new RegExp(String.raw`\b[Jj]oin\s+${NAME}(?=[,!.:\s]|$)`, 'gu'),
  new RegExp(
    String.raw`(?:^|,\s+)${NAME}\s+(?:is|are|was|has|have|helps|builds|makes|offers|provides|ist|sind|est|es|fue)\s+(?:a|an|the|dedicated|committed|proud|ein|eine|une?|la|le|el|seit|on)\b`,
    'gu',
  ),
  new RegExp(
    String.raw`\b${NAME}\s+(?:Inc|GmbH|Ltd|LLC|SAS|SARL|SA|AG|Corp|Corporation|Limited)\b`,
    'gu',
  ),
  new RegExp(
    String.raw`\b${NAME}['’]s\s+(?:mission|platform|team|product|customers|culture|values)\b`,
    'gu',
  ),
  new RegExp(String.raw`\bmake\s+${NAME}\s+(?:an?|the)\b`, 'gu'),
  /#team(\p{L}+)/giu,
];
// The employer line of a job board's header: "ACME SAS — 75 - PARIS", "acme solutions — Berlin".
const HEADER = /^(.{2,60}?)\s+—\s+(?:\d|\p{Lu})/u;
const HEADER_LINES = 4;
const fold = (w: string) => w.normalize('NFKD').replace(/\p{M}/gu, '');
const NOT_NAMES = new Set(
  `our the we us you your a an this that it its they their join about why what who how at least
  all home work remote time first day scale heart core ein eine plus perks perk you'll these growth`.split(
    /\s+/,
  ),
);

/** Normalised words of the employer's names. */
export function employerWords(
  lines: LineInfo[],
  company: string | undefined,
  title?: string,
): Set<string> {
  const out = new Set<string>();
  // "The Warehouse Supervisor is a…" speaks of the role, not the employer.
  const titleWords = new Set(title ? tokenize(title).map((t) => t.norm) : []);
  const add = (name: string) => {
    const all = tokenize(name);
    if (all.length > 0 && all.every((t) => titleWords.has(t.norm) || NOT_NAMES.has(t.norm))) return;
    const tokens = all.filter((t) => !NOT_NAMES.has(t.norm));
    for (const t of tokens) {
      if (t.raw.length < 2 || /^\d/.test(t.raw)) continue;
      out.add(t.norm);
      out.add(fold(t.norm));
    }
  };
  if (company) add(company);
  for (const line of lines.slice(0, HEADER_LINES)) {
    const m = HEADER.exec(line.text);
    if (
      m?.[1] &&
      !/\b(?:remote|full[- ]time|part[- ]time|temps|cdi|cdd|contrat|mission)\b/i.test(m[1])
    )
      add(m[1]);
  }
  for (const line of lines) {
    for (const text of [line.heading ?? '', line.text]) {
      for (const re of PATTERNS) {
        for (const m of text.matchAll(re)) if (m[1]) add(m[1]);
      }
    }
  }
  return out;
}
