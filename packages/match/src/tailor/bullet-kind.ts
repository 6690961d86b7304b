import type { Resume } from '@resumio/resume-model';
import { getDictionary } from '../dictionary/index.ts';
import { type Analysis, CLAIM_SECTIONS } from '../score/analyze.ts';
import { normalizePhrase } from '../text/tokenize.ts';
import { getAt } from './paths.ts';
import { postingWording, shortForm } from './wording.ts';

const PROOF_TEXT = /^(work|projects|volunteer)\[\d+\]\.(highlights\[\d+\]|summary|description)$/;
const ACRONYM = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z0-9&/.+-]{1,7}$/;

function insideBrackets(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

export interface KindEdit {
  path: string;
  text: string;
  span: { start: number; end: number; replacement: string };
  term: string;
}

/**
 * Where the only proof of a kind of tool the posting asks for is a product of that kind in a
 * bullet ("charted in Epic" for EHR), the strongest such bullet names the kind after the product
 * ("Epic (EHR)"): a search for the posting's word finds the work itself, not only the skills list.
 * The product is one of that kind by the dictionary, so nothing new is claimed.
 */
export function bulletKindEdits(resume: Resume, analysis: Analysis): KindEdit[] {
  const { implied } = getDictionary();
  const out: KindEdit[] = [];
  for (const r of analysis.results) {
    if (!r.found || r.req.category !== 'tool' || !r.req.key.startsWith('term:')) continue;
    const id = r.req.key.slice('term:'.length);
    const proof = r.evidence.filter((e) => !CLAIM_SECTIONS.has(e.unit.unit.section));
    if (proof.length === 0 || proof.some((e) => e.direct)) continue;
    const kind = shortForm(postingWording(r.req));
    // In a sentence only a short form reads as a label ("Epic (EHR)"); "PostgreSQL (Relational
    // Databases) indexes" does not.
    if (!ACRONYM.test(kind)) continue;
    // Evidence is strongest first: the most recent, most telling bullet carries the kind.
    for (const e of proof) {
      const { path, text } = e.unit.unit;
      if (!PROOF_TEXT.test(path) || getAt(resume, path) !== text) continue;
      const hit = e.unit.hits.find(
        (h) => h.entry.category === 'tool' && implied.get(h.entry.id)?.includes(id),
      );
      if (!hit || normalizePhrase(hit.surface).split(' ').includes(normalizePhrase(kind))) continue;
      // Already followed by a bracket or by the kind's own word ("Epic EHR"); part of a longer
      // name ("Salesforce-Daten") or of a bracketed list, where a second bracket reads wrong.
      const next = text.slice(hit.end);
      if (/^(\s*\(|[-\p{L}\p{N}])/u.test(next)) continue;
      if (insideBrackets(text, hit.start)) continue;
      if (normalizePhrase(next).startsWith(normalizePhrase(kind))) continue;
      out.push({
        path,
        text,
        span: { start: hit.start, end: hit.end, replacement: `${hit.surface} (${kind})` },
        term: r.req.term,
      });
      break;
    }
  }
  return out;
}
