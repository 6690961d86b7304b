import { findTermHits } from '../dictionary/find-terms.ts';
import { getDictionary } from '../dictionary/index.ts';
import { tokenize } from '../text/tokenize.ts';
import type { Mention } from './aggregate.ts';
import { bulletHeads } from './bullet-heads.ts';
import { findCandidates } from './candidates.ts';
import { splitClauses, splitSentences } from './cues.ts';
import { type LineInfo, importanceFor } from './posting-lines.ts';
import { asideSpans, detailSpans, employerSpans, exampleSpans, inSpans } from './scopes.ts';

/**
 * Requirements outside the dictionary: noun phrases the posting repeats or lists under its
 * requirements, unless they are the dictionary's, the employer's or the title's own words.
 */
export function addPhraseRequirements(
  text: string,
  lines: LineInfo[],
  mentions: Mention[],
  companyWords: Set<string>,
  startOrder: number,
  title: string | undefined,
): void {
  const titleNorm = ` ${
    title
      ? tokenize(title)
          .map((t) => t.norm)
          .join(' ')
      : ''
  } `;
  const activeLines = new Set(lines.filter((l) => l.kind !== 'ignore').map((l) => l.index));
  const requirementLines = new Set(
    lines.filter((l) => l.kind === 'required' || l.kind === 'preferred').map((l) => l.index),
  );
  const byIndex = new Map(lines.map((l) => [l.index, l]));
  const statesRequirements = lines.some((l) => l.kind === 'required');
  const dictionary = getDictionary();
  let order = startOrder;
  // Noun phrases the tagger finds, then the heads of requirement bullets it cannot read.
  const found = findCandidates({ text, activeLines, requirementLines });
  const seenNorms = new Set(found.map((c) => c.norm));
  const heads = bulletHeads(lines).filter((c) => !seenNorms.has(c.norm) && seenNorms.add(c.norm));
  for (const candidate of [...found, ...heads]) {
    const tokens = tokenize(candidate.surface);
    if (tokens.length === 0 || findTermHits(candidate.surface, tokens).length > 0) continue;
    const folded = (w: string) => w.normalize('NFKD').replace(/\p{M}/gu, '');
    if (tokens.some((t) => companyWords.has(t.norm) || companyWords.has(folded(t.norm)))) continue;
    if (dictionary.byId.has(candidate.norm) || titleNorm.includes(` ${candidate.norm} `)) continue;
    const line = byIndex.get(candidate.line);
    if (!line) continue;
    // Part of a dictionary term as the posting writes it ("B tests" of "A/B tests").
    if (insideTerm(line.text, candidate.surface)) continue;
    const sentence =
      splitSentences(line.text)
        .find((s) => s.text.includes(candidate.surface))
        ?.text.trim() ?? line.text.trim();
    const clause = splitClauses(sentence, 0).find((c) => c.text.includes(candidate.surface));
    const cued = clause
      ? importanceFor(line, clause)
      : line.kind === 'preferred'
        ? 'preferred'
        : 'required';
    // The same reading as for dictionary terms: an illustration, the employer's own thing, or in
    // the duties an aside or a detail after a colon is at most a plus.
    const at = sentence.indexOf(candidate.surface);
    const inDuties = line.kind !== 'required' && line.kind !== 'preferred' && statesRequirements;
    const mentioned =
      at >= 0 &&
      (inSpans(exampleSpans(sentence), at) ||
        inSpans(employerSpans(sentence), at) ||
        (inDuties && inSpans([...asideSpans(sentence), ...detailSpans(sentence)], at)));
    const importance = mentioned ? 'preferred' : cued;
    mentions.push({
      key: `phrase:${candidate.norm}`,
      term: candidate.surface,
      category: 'skill',
      importance,
      sentence,
      ...(line.heading ? { section: line.heading } : {}),
      surface: candidate.surface,
      order: order++,
      source: 'phrase',
    });
  }
}

function insideTerm(line: string, surface: string): boolean {
  const at = line.indexOf(surface);
  if (at < 0) return false;
  return findTermHits(line, tokenize(line)).some(
    (h) => h.start < at + surface.length && h.end > at,
  );
}
