import type { Resume } from '@resumio/resume-model';
import { getDictionary } from '../dictionary/index.ts';
import type { RequirementResult } from '../score/analyze.ts';
import { normalizePhrase } from '../text/tokenize.ts';
import { getAt } from './paths.ts';
import type { Analysis } from '../score/analyze.ts';
import type { TailorChange } from '../types.ts';
import { listedInWords } from '../score/components.ts';
import { SHOWABLE, postingWording, shortForm } from './wording.ts';
import { bulletKindEdits } from './bullet-kind.ts';
import { namesSame, proves } from './proof.ts';
import { sameThing } from './same-thing.ts';

const EDITABLE =
  /^(work\[\d+\]\.(highlights\[\d+\]|summary|description)|skills\[\d+\]\.keywords\[\d+\]|projects\[\d+\]\.(highlights\[\d+\]|description))$/;

/**
 * Where the resume names a requirement by a synonym ("K8s", "EHR"), writes the posting's form
 * with the resume's own in brackets ("Kubernetes (K8s)"): both spellings, nothing new claimed.
 */
export function mirrorWording(resume: Resume, analysis: Analysis): TailorChange[] {
  const { implied } = getDictionary();
  const edits = new Map<
    string,
    { text: string; spans: { start: number; end: number; replacement: string }[]; terms: string[] }
  >();
  for (const r of analysis.results) {
    if (!r.found || !r.req.key.startsWith('term:') || listedInWords(r)) continue;
    // Written the posting's way elsewhere already: only the skills list, where an ATS looks for
    // a skill, still lacks its wording.
    const listOnly = r.exact;
    if (listOnly && !SHOWABLE.has(r.req.category)) continue;
    const id = r.req.key.slice('term:'.length);
    const wording = postingWording(r.req);
    const target = normalizePhrase(wording);
    // The skills list entry if there is one, else the strongest bullet.
    const units = r.evidence.filter(
      (e) =>
        e.direct &&
        proves(r, e, wording) &&
        EDITABLE.test(e.unit.unit.path) &&
        typeof getAt(resume, e.unit.unit.path) === 'string',
    );
    const chosen =
      units.find((e) => e.unit.unit.section === 'skills') ?? (listOnly ? undefined : units[0]);
    if (!chosen || chosen.unit.unit.section !== 'skills') {
      // Listed only as a narrower product ("HubSpot" for CRM): the entry names the kind too,
      // "HubSpot (CRM)", so a search for the posting's word finds it.
      const narrower = namedKind(resume, r, id, wording, implied);
      if (narrower) {
        const edit = edits.get(narrower.path) ?? { text: narrower.text, spans: [], terms: [] };
        if (!edit.spans.some((x) => x.start === narrower.span.start)) {
          edit.spans.push(narrower.span);
          edit.terms.push(r.req.term);
          edits.set(narrower.path, edit);
        }
        continue;
      }
    }
    if (!chosen) continue;
    const unit = chosen.unit;
    if (unit.normText.includes(` ${target} `)) continue;
    const hit = unit.hits.find((h) => h.entry.id === id);
    if (!hit) continue;
    // In a sentence only one-word names and abbreviations are mirrored ("K8s", "Postgres",
    // "EMR"): descriptive wording ("sales targets" for quota) reads wrong with a label bolted on.
    // A skills-list entry that is only the synonym ("Behavior management") is a label already:
    // it takes the posting's term with its own words in brackets.
    const wholeEntry =
      unit.unit.section === 'skills' &&
      normalizePhrase(unit.unit.text) === normalizePhrase(hit.surface);
    const name =
      isName(hit.surface) &&
      isName(r.req.surface) &&
      !/\s/.test(hit.surface) &&
      sameThing(hit.surface, wording);
    if (!name && !wholeEntry) continue;
    // Inside a longer name ("Java API for RESTful Web Services", "Node JS") a bracket splits the
    // name: a list entry is labelled only whole, and a word in a sentence only on its own.
    if (unit.unit.section === 'skills' && !wholeEntry) continue;
    if (partOfName(unit.unit.text, hit.start, hit.end)) continue;
    // A list entry is labelled with the posting's word only when it is that thing in other
    // words: "Linux (Unix)" would claim one system from another.
    if (wholeEntry && !namesSame(hit.surface, hit.entry, wording)) continue;
    // "within SLA" is the agreement, not "SLA Management": a term built on the resume's word
    // names something else in a sentence.
    if (!wholeEntry && containsWord(bare(wording), hit.surface)) continue;
    // "SLA Management (SLAs)" for a resume's "SLA": the term with the resume's own form.
    const plain = bare(wording);
    const long = !name || plain.length >= hit.surface.length ? plain : hit.surface;
    const short = long === plain ? hit.surface : plain;
    if (unit.unit.text.slice(hit.end, hit.end + 2) === ' (') continue;
    const edit = edits.get(unit.unit.path) ?? { text: unit.unit.text, spans: [], terms: [] };
    if (edit.spans.some((x) => x.start === hit.start)) continue;
    edit.spans.push({ start: hit.start, end: hit.end, replacement: `${long} (${short})` });
    edit.terms.push(r.req.term);
    edits.set(unit.unit.path, edit);
  }
  for (const kind of bulletKindEdits(resume, analysis)) {
    const edit = edits.get(kind.path) ?? { text: kind.text, spans: [], terms: [] };
    if (edit.spans.some((x) => x.start < kind.span.end && kind.span.start < x.end)) continue;
    edit.spans.push(kind.span);
    edit.terms.push(kind.term);
    edits.set(kind.path, edit);
  }
  const changes: TailorChange[] = [];
  for (const [path, edit] of edits) {
    let after = edit.text;
    for (const span of [...edit.spans].sort((a, b) => b.start - a.start)) {
      after = after.slice(0, span.start) + span.replacement + after.slice(span.end);
    }
    changes.push({
      id: `mirror-wording:${path}`,
      kind: 'mirror-wording',
      path,
      before: edit.text,
      after,
      reason: `Uses the posting's wording for ${edit.terms.join(', ')} next to yours, so a literal keyword search finds it.`,
      keywords: edit.terms,
    });
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const bare = (wording: string) => wording.replace(/\s*\([^()]*\)$/, '');

function containsWord(phrase: string, word: string): boolean {
  const w = word.toLowerCase();
  return phrase
    .toLowerCase()
    .split(/[^a-z0-9+#&.]+/)
    .some((t) => t === w);
}

function partOfName(text: string, start: number, end: number): boolean {
  const prev = /([\p{L}\p{N}]+)[^\S\n]+$/u.exec(text.slice(0, start))?.[1] ?? '';
  const next = /^[^\S\n]+([\p{L}\p{N}]+)/u.exec(text.slice(end))?.[1] ?? '';
  const capital = (w: string) => /^\p{Lu}/u.test(w);
  const opener = /(?:^|[.!?:;]\s*)$/.test(text.slice(0, start - prev.length).trimEnd());
  return (capital(prev) && !opener) || capital(next);
}

function isName(text: string): boolean {
  return /[A-Z0-9]/.test(text);
}

/** A skills-list entry that is only a narrower product of the requirement ("HubSpot" for CRM). */
function namedKind(
  resume: Resume,
  r: RequirementResult,
  id: string,
  wording: string,
  implied: Map<string, string[]>,
):
  | { path: string; text: string; span: { start: number; end: number; replacement: string } }
  | undefined {
  for (const e of r.evidence) {
    const { path, section, text } = e.unit.unit;
    if (e.direct || section !== 'skills' || !EDITABLE.test(path)) continue;
    if (typeof getAt(resume, path) !== 'string') continue;
    // A product names its kind in brackets ("HubSpot (CRM)"); a narrower skill ("Accounts
    // payable" for accounting) reads wrong that way and is added to the list instead.
    const hit = e.unit.hits.find(
      (h) => h.entry.category === 'tool' && implied.get(h.entry.id)?.includes(id),
    );
    if (!hit || normalizePhrase(text) !== normalizePhrase(hit.surface)) continue;
    if (text.slice(hit.end, hit.end + 2) === ' (') continue;
    // "Cerner (EHR)": the posting's short form names the kind.
    const kind = shortForm(wording);
    return {
      path,
      text,
      span: { start: hit.start, end: hit.end, replacement: `${hit.surface} (${kind})` },
    };
  }
  return undefined;
}
