import type { Token } from '../text/tokenize.ts';
import { type AliasPattern, type Domain, type TermEntry, getDictionary } from './index.ts';

export interface TermHit {
  entry: TermEntry;
  /** Token span in the tokens given, end exclusive. */
  tokenStart: number;
  tokenEnd: number;
  /** Character span in the text the tokens came from. */
  start: number;
  end: number;
  /** The text's own spelling. */
  surface: string;
}

// Everyday words that are also product or language names: as the first word of a sentence and
// followed by a lower-case word they are the verb or adjective ("Go above and beyond", "Lean
// into ambiguity"), not the tool.
const EVERYDAY_NAMES = new Set([
  'Go',
  'Lean',
  'Express',
  'Spring',
  'Swift',
  'Rust',
  'Ruby',
  'Chef',
  'Puppet',
  'Sketch',
  'Outreach',
  'Slack',
  'Zoom',
  'Unity',
  'Epic',
  'Sage',
  'Excel',
  'Flask',
  'Perl',
  'Lever',
  'Greenhouse',
  'Gong',
  'React',
  'Angular',
  'Canvas',
  'Inventor',
]);

// Words that follow a tool's name rather than a verb: "Lean or Six Sigma", "Excel skills".
const NAME_FOLLOWERS = new Set([
  'or',
  'and',
  'nor',
  'plus',
  'experience',
  'knowledge',
  'skills',
  'certification',
  'certified',
  'development',
  'programming',
  'expertise',
  'proficiency',
  'principles',
  'methodology',
  'training',
]);

function sentenceInitial(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 4), start).replace(/[ \t]+$/, '');
  return before === '' || /[\n.!?:•*\-–—]$/.test(before);
}

function matches(pattern: AliasPattern, tokens: Token[], at: number): boolean {
  for (let k = 0; k < pattern.tokens.length; k++) {
    const token = tokens[at + k];
    if (!token) return false;
    if ((pattern.exact ? token.raw : token.norm) !== pattern.tokens[k]) return false;
  }
  return true;
}

/**
 * Every dictionary term in the tokens, longest match first and without overlaps. Terms gated by
 * context are kept here; `applyContext` drops them once the whole document's domains are known.
 */
export function findTermHits(text: string, tokens: Token[]): TermHit[] {
  const { byFirst } = getDictionary();
  const hits: TermHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const byNorm = byFirst.get(token.norm);
    const byRaw = token.raw === token.norm ? undefined : byFirst.get(token.raw);
    if (!byNorm && !byRaw) {
      i++;
      continue;
    }
    let best = 0;
    const found: AliasPattern[] = [];
    for (const pattern of [...(byNorm ?? []), ...(byRaw ?? [])]) {
      if (pattern.tokens.length < best || !matches(pattern, tokens, i)) continue;
      if (pattern.tokens.length > best) {
        best = pattern.tokens.length;
        found.length = 0;
      }
      if (!found.some((f) => f.entry.id === pattern.entry.id)) found.push(pattern);
    }
    if (best === 0) {
      i++;
      continue;
    }
    const last = tokens[i + best - 1]!;
    const next = tokens[i + best];
    for (const pattern of found) {
      if (
        best === 1 &&
        EVERYDAY_NAMES.has(token.raw) &&
        sentenceInitial(text, token.start) &&
        next &&
        /^\p{Ll}/u.test(next.raw) &&
        !NAME_FOLLOWERS.has(next.raw)
      ) {
        continue;
      }
      hits.push({
        entry: pattern.entry,
        tokenStart: i,
        tokenEnd: i + best,
        start: token.start,
        end: last.end,
        surface: text.slice(token.start, last.end),
      });
    }
    i += best;
  }
  return hits;
}

const MAX_GAP = 3;

/**
 * Two-word terms with a few words between them, as resumes write them: "administer oral, IV and
 * subcutaneous medications" shows medication administration. Within one sentence, and only where
 * the exact pass found nothing for the same term.
 */
export function findGappedHits(text: string, tokens: Token[], exactHits: TermHit[]): TermHit[] {
  const { byFirst } = getDictionary();
  const known = new Set(exactHits.map((h) => h.entry.id));
  const out: TermHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    for (const pattern of byFirst.get(first.norm) ?? []) {
      if (pattern.exact || pattern.tokens.length !== 2 || known.has(pattern.entry.id)) continue;
      for (let j = i + 2; j <= i + 1 + MAX_GAP && j < tokens.length; j++) {
        const last = tokens[j]!;
        if (/[.;:!?\n]/.test(text.slice(first.end, last.start))) break;
        if (last.norm !== pattern.tokens[1]) continue;
        known.add(pattern.entry.id);
        out.push({
          entry: pattern.entry,
          tokenStart: i,
          tokenEnd: j + 1,
          start: first.start,
          end: last.end,
          surface: text.slice(first.start, last.end),
        });
        break;
      }
    }
  }
  return out;
}

/** The domains a document is about: those of at least two distinct ungated terms. */
export function documentDomains(hits: Iterable<TermHit>): Set<Domain> {
  const perDomain = new Map<Domain, Set<string>>();
  for (const hit of hits) {
    if (hit.entry.ctx || hit.entry.domain === 'general') continue;
    const set = perDomain.get(hit.entry.domain) ?? new Set<string>();
    set.add(hit.entry.id);
    perDomain.set(hit.entry.domain, set);
  }
  const domains = new Set<Domain>();
  for (const [domain, ids] of perDomain) if (ids.size >= 2) domains.add(domain);
  // Analytics work is technical work: "Python or R" reads the same in both.
  if (domains.has('data')) domains.add('tech');
  return domains;
}

/** Drops ambiguous terms ("Go", "R", "Epic") where the document is not about their field. */
export function applyContext(hits: TermHit[], domains: Set<Domain>): TermHit[] {
  return hits.filter((hit) => !hit.entry.ctx || hit.entry.ctx.some((d) => domains.has(d)));
}
