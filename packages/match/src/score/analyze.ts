import type { Resume } from '@resumio/resume-model';
import { findTermHits } from '../dictionary/find-terms.ts';
import { getDictionary } from '../dictionary/index.ts';
import { parseJob } from '../parse/parse-job.ts';
import { unionMonths } from '../resume/dates.ts';
import { yearsScope } from '../parse/experience.ts';
import { normalizePhrase, tokenize } from '../text/tokenize.ts';
import type { JobInput, JobRequirement, MatchOptions, ParsedJob } from '../types.ts';
import type { Job } from '../resume/units.ts';
import { type ResumeTerms, type UnitTerms, readResumeTerms } from './resume-terms.ts';
import { titleConcepts, titleOverlap } from './title.ts';
import { documentSimilarity } from './similarity.ts';
import { similarityWords } from './similarity-words.ts';
import { focusText } from '../parse/focus-text.ts';
import { LANGUAGE_NAMES, type LanguageCode, detectLanguage } from '../text/detect-language.ts';

export interface EvidenceItem {
  unit: UnitTerms;
  strength: number;
  /** The resume writes it the posting's way (or by its canonical name), not a synonym. */
  exact: boolean;
  /** Shown through a narrower term (Salesforce for CRM) rather than the term itself. */
  direct: boolean;
  /** The resume's words for it in this unit. */
  surfaces: string[];
}

export interface RequirementResult {
  req: JobRequirement;
  found: boolean;
  /** 0–1: how well the resume shows it (proof, recency, wording and visibility). */
  credit: number;
  evidence: EvidenceItem[];
  inSkills: boolean;
  inSummary: boolean;
  inTopBullet: boolean;
  exact: boolean;
  /** Not shown, but an alternative the posting accepts instead is. */
  satisfiedBy?: string;
  /** For years: the years the resume's relevant jobs add up to. */
  years?: number;
}

export interface Analysis {
  job: ParsedJob;
  terms: ResumeTerms;
  results: RequirementResult[];
  relevantYears: number;
  /** TF-IDF cosine of the resume to the posting's duties and requirements (0–1). */
  similarity: number;
  /** The language the resume is written in, when it can be told. */
  resumeLanguage?: LanguageCode;
  /** The language the posting is written in, when it can be told. */
  postingLanguage?: LanguageCode;
  /** Best title alignment (0–1) and the resume title that gave it. */
  title: { score: number; text: string; path: string } | undefined;
  /**
   * How far the summary's first sentence names the posting's title, against the resume's best
   * title (0–1).
   */
  summaryTitle?: number;
}

// A synonym proves the skill but misses a literal search for the posting's word; a narrower term
// (Salesforce for CRM) proves most of it.
const SYNONYM_FACTOR = 0.8;
const NARROWER_FACTOR = 0.8;

/**
 * A requirement's credit: proof from what the resume says was done (a recent bullet most), a
 * claim where a screener looks for it (the skills list, the summary or the headline), and the
 * two together: a requirement named in the skills list and shown in experience is what an ATS
 * finds and a recruiter can check. How it is presented (summary, order) is the presentation
 * component's.
 */
const CREDIT = { proof: 0.6, claimed: 0.25, claimedAndProven: 0.15 };
// A title sharing a third of the posting's title words is the same line of work.
export const MIN_TITLE = 0.34;
export const CLAIM_SECTIONS = new Set(['skills', 'summary', 'label']);

function evidenceFor(req: JobRequirement, terms: ResumeTerms): EvidenceItem[] {
  const out: EvidenceItem[] = [];
  const { implied } = getDictionary();
  if (req.key.startsWith('term:')) {
    const id = req.key.slice('term:'.length);
    const wanted = new Set([normalizePhrase(req.surface), normalizePhrase(req.term)]);
    for (const unit of terms.units) {
      const direct = unit.hits.filter((h) => h.entry.id === id);
      const narrower = unit.hits.filter(
        (h) => h.entry.id !== id && implied.get(h.entry.id)?.includes(id),
      );
      if (direct.length === 0 && narrower.length === 0) continue;
      const exact = direct.some((h) => wanted.has(normalizePhrase(h.surface)));
      out.push({
        unit,
        strength: unit.unit.weight * (direct.length > 0 ? 1 : NARROWER_FACTOR),
        exact,
        direct: direct.length > 0,
        surfaces: [...direct, ...narrower].map((h) => h.surface),
      });
    }
  } else if (req.key.startsWith('phrase:')) {
    const needle = ` ${req.key.slice('phrase:'.length)} `;
    for (const unit of terms.units) {
      if (!unit.normText.includes(needle)) continue;
      out.push({
        unit,
        strength: unit.unit.weight,
        exact: true,
        direct: true,
        surfaces: [req.surface],
      });
    }
  } else if (req.key.startsWith('degree:')) {
    for (const unit of terms.units) {
      if (unit.unit.kind !== 'education') continue;
      out.push({ unit, strength: 1, exact: true, direct: true, surfaces: [unit.unit.text] });
    }
  }
  if (req.key === 'term:bilingual') {
    // Two languages listed are what "bilingual" asks for, whatever word the resume uses.
    const languages = terms.units.filter((u) => u.unit.section === 'languages');
    const named = new Set(out.map((e) => e.unit.unit.path));
    if (languages.length >= 2) {
      for (const unit of languages) {
        if (!named.has(unit.unit.path)) {
          out.push({ unit, strength: 1, exact: true, direct: true, surfaces: [unit.unit.text] });
        }
      }
    }
  }
  // Strongest first; ties keep document order.
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.strength - a.e.strength || a.i - b.i)
    .map(({ e }) => e);
}

function scoreTerm(
  req: JobRequirement,
  evidence: EvidenceItem[],
): Omit<RequirementResult, 'req' | 'evidence'> {
  const none = {
    found: false,
    credit: 0,
    inSkills: false,
    inSummary: false,
    inTopBullet: false,
    exact: false,
  };
  if (evidence.length === 0) return none;
  const inSkills = evidence.some(
    (e) => e.unit.unit.section === 'skills' || e.unit.unit.kind === 'skill',
  );
  const inSummary = evidence.some(
    (e) => e.unit.unit.section === 'summary' || e.unit.unit.section === 'label',
  );
  const inTopBullet = evidence.some((e) => e.unit.unit.prominent && e.unit.unit.kind === 'bullet');
  const exact = evidence.some((e) => e.exact);
  // Proof comes from the strongest place; a literal search only needs the posting's word anywhere.
  const wording = exact || !evidence.some((e) => e.direct) ? 1 : SYNONYM_FACTOR;
  // A list entry or a summary claims a skill; what the resume says was done proves it.
  const proof = Math.min(
    1,
    Math.max(
      0,
      ...evidence.filter((e) => !CLAIM_SECTIONS.has(e.unit.unit.section)).map((e) => e.strength),
    ),
  );
  const best = Math.max(...evidence.map((e) => e.strength)) * wording;
  if (
    req.category === 'certification' ||
    req.category === 'degree' ||
    req.category === 'language'
  ) {
    // Held or not: a licence named anywhere is a licence held.
    return {
      found: true,
      credit: Math.max(0.9, Math.min(1, best)),
      inSkills,
      inSummary,
      inTopBullet,
      exact,
    };
  }
  // A soft skill is shown by what a bullet says was done, not by listing it: proof is all it needs.
  if (req.category === 'soft-skill') {
    return {
      found: true,
      credit: Math.max(proof, inSkills ? 0.3 : 0),
      inSkills,
      inSummary,
      inTopBullet,
      exact,
    };
  }
  const claimed = inSkills || inSummary;
  const credit =
    wording *
    (CREDIT.proof * proof +
      (claimed ? CREDIT.claimed : 0) +
      (claimed && proof > 0 ? CREDIT.claimedAndProven * proof : 0));
  return { found: true, credit, inSkills, inSummary, inTopBullet, exact };
}

/** Everything the score, the keywords and the tailoring read: computed once per pair. */
export function analyze(
  resume: Resume,
  input: JobInput,
  options: MatchOptions = {},
  parsed?: ParsedJob,
): Analysis {
  const job = parsed ?? parseJob(input);
  const terms = readResumeTerms(resume, options.now);
  const jobTitleConcepts = job.title ? titleConcepts(job.title) : new Set<string>();

  let title: Analysis['title'];
  if (jobTitleConcepts.size > 0) {
    const candidates: { text: string; path: string; factor: number }[] = [];
    if (terms.view.label)
      candidates.push({ text: terms.view.label, path: 'basics.label', factor: 0.9 });
    for (const j of terms.view.jobs) {
      if (j.position)
        candidates.push({
          text: j.position,
          path: `work[${j.index}].position`,
          factor: 0.7 + 0.3 * j.recency,
        });
    }
    for (const c of candidates) {
      const score = titleOverlap(jobTitleConcepts, c.text) * c.factor;
      if (!title || score > title.score) title = { score, text: c.text, path: c.path };
    }
    title ??= { score: 0, text: '', path: '' };
  }

  const resumeText = terms.units.map((u) => u.unit.text).join('\n');
  const resumeLanguage = detectLanguage(resumeText);
  const postingLanguage = detectLanguage(input.jobDescription ?? '');
  // Whole-document similarity to the posting's work and requirements: evidence the named
  // requirements cannot see (the resume's words for the same work).
  const similarity = documentSimilarity(resumeText, focusText(input.jobDescription ?? ''));

  const results: RequirementResult[] = [];
  const skillRequirementIds = new Set<number>();
  for (const req of job.requirements) {
    if (req.category === 'experience') continue;
    const evidence = evidenceFor(req, terms);
    let scored = scoreTerm(req, evidence);
    if (req.key.startsWith('degree:')) {
      const level = req.level ?? 2;
      const found = terms.degreeLevel >= level;
      scored = { ...scored, found, credit: found ? 1 : terms.degreeLevel === level - 1 ? 0.4 : 0 };
    }
    // A requirement outside the vocabulary ("cross-browser compatibility") is shown in other
    // words when one part of the resume holds most of its content words.
    if (!scored.found && req.source === 'phrase') {
      const partial = phraseInOtherWords(req.surface, terms);
      if (partial) scored = { ...scored, ...partial };
    }
    // A resume written in the language the posting asks for shows it.
    if (
      !scored.found &&
      req.category === 'language' &&
      resumeLanguage &&
      LANGUAGE_NAMES[resumeLanguage] === req.term
    )
      scored = { ...scored, found: true, credit: 1 };
    const shown = scored.found && evidence.length === 0 && req.source === 'phrase';
    results.push({
      req,
      evidence: shown ? phraseEvidence(req.surface, terms) : scored.found ? evidence : [],
      ...scored,
    });
    if (scored.found && req.category !== 'soft-skill' && req.category !== 'degree') {
      for (const e of evidence)
        if (e.unit.unit.job !== undefined) skillRequirementIds.add(e.unit.unit.job);
    }
  }

  // Years count when the job itself shows the field: it names a requirement or shares the title.
  const relevantJobs = terms.view.jobs.filter(
    (j) =>
      skillRequirementIds.has(j.index) ||
      (jobTitleConcepts.size > 0 && titleOverlap(jobTitleConcepts, j.position) >= 0.5),
  );
  const relevantYears =
    unionMonths(relevantJobs.flatMap((j) => (j.interval ? [j.interval] : []))) / 12;

  // The posting's years (the largest asked), then any narrower ones ("1+ years in a lead or
  // supervisory role"), counted on the relevant jobs that also show that scope.
  for (const experience of job.requirements.filter((r) => r.category === 'experience')) {
    const asked = experience.years ?? 1;
    const jobs =
      experience.key === 'experience:years'
        ? relevantJobs
        : relevantJobs.filter((j) => showsScope(j, experience, terms));
    const years = unionMonths(jobs.flatMap((j) => (j.interval ? [j.interval] : []))) / 12;
    const evidence = jobs
      .filter((j) => j.position)
      .map((j) => {
        const unit = terms.units.find((u) => u.unit.path === `work[${j.index}].position`)!;
        return { unit, strength: j.recency, exact: true, direct: true, surfaces: [j.position] };
      })
      .filter((e) => e.unit);
    const found = years + 1 / 24 >= asked;
    results.push({
      req: experience,
      found,
      credit: Math.min(1, years / asked),
      evidence,
      inSkills: false,
      inSummary: false,
      inTopBullet: false,
      exact: true,
      years,
    });
  }
  const byTerm = new Map(results.map((r) => [r.req.term, r]));
  for (const r of results) {
    if (r.found || !r.req.alternatives) continue;
    const sibling = r.req.alternatives.map((t) => byTerm.get(t)).find((x) => x?.found);
    if (sibling) r.satisfiedBy = sibling.req.term;
  }
  const order = new Map(job.requirements.map((r, i) => [r.key, i]));
  results.sort((a, b) => order.get(a.req.key)! - order.get(b.req.key)!);
  // How far the summary's first sentence names the role, against how far the resume's own titles
  // could: a summary cannot truthfully name a title the resume never held.
  let summaryTitle: number | undefined;
  if (jobTitleConcepts.size > 0) {
    const summary = terms.units.find((u) => u.unit.path === 'basics.summary')?.unit.text ?? '';
    const first = /^[^.!?]*[.!?]?/.exec(summary.trim())?.[0] ?? '';
    const named = first ? titleOverlap(jobTitleConcepts, first) : 0;
    const held = Math.max(
      0,
      ...[terms.view.label, ...terms.view.jobs.map((j) => j.position)]
        .filter(Boolean)
        .map((t) => titleOverlap(jobTitleConcepts, t)),
    );
    summaryTitle = held >= MIN_TITLE ? Math.min(1, named / held) : named;
  }
  return {
    job,
    terms,
    results,
    relevantYears,
    title,
    similarity,
    ...(resumeLanguage ? { resumeLanguage } : {}),
    ...(postingLanguage ? { postingLanguage } : {}),
    ...(summaryTitle !== undefined ? { summaryTitle } : {}),
  };
}

// Words of a years scope that say nothing about which jobs count.
const SCOPE_FILLER = new Set(
  `in a an the of as or and with within at on for role roles position positions experience
  setting settings environment environments capacity similar related relevant professional
  including least minimum`.split(/\s+/),
);

/**
 * Whether a job shows the scope of a narrower years requirement: its title shares a word of the
 * scope ("lead"), or its title or bullets show a term the scope names ("supervisory" is Team
 * Supervision).
 */
function showsScope(job: Job, req: JobRequirement, terms: ResumeTerms): boolean {
  const scope = yearsScope(req.surface) ?? '';
  const words = tokenize(scope)
    .filter((t) => !SCOPE_FILLER.has(t.raw.toLowerCase()) && !/^\d/.test(t.raw))
    .map((t) => t.norm);
  const { implied } = getDictionary();
  const ids = new Set(findTermHits(scope, tokenize(scope)).map((h) => h.entry.id));
  if (words.length === 0 && ids.size === 0) return true;
  const title = new Set(tokenize(job.position).map((t) => t.norm));
  if (words.some((w) => title.has(w))) return true;
  return terms.units.some(
    (u) =>
      u.unit.job === job.index &&
      u.hits.some(
        (h) => ids.has(h.entry.id) || (implied.get(h.entry.id) ?? []).some((p) => ids.has(p)),
      ),
  );
}

// Share of a phrase's content words one resume part must hold to show it in other words, and
// the credit that earns (a synonym's, less than the posting's own words).
const PHRASE_SHARE = 0.66;
const PHRASE_CREDIT = 0.6;

function phraseWords(surface: string): string[] {
  return [...new Set(similarityWords(surface))].filter((w) => w.length > 2);
}

function bestUnitFor(
  surface: string,
  terms: ResumeTerms,
): { unit: UnitTerms; share: number } | undefined {
  const words = phraseWords(surface);
  if (words.length < 2) return undefined;
  let best: { unit: UnitTerms; share: number } | undefined;
  for (const unit of terms.units) {
    const have = new Set(similarityWords(unit.unit.text));
    const share = words.filter((w) => have.has(w)).length / words.length;
    if (!best || share > best.share) best = { unit, share };
  }
  return best && best.share >= PHRASE_SHARE ? best : undefined;
}

function phraseInOtherWords(
  surface: string,
  terms: ResumeTerms,
): Pick<RequirementResult, 'found' | 'credit'> | undefined {
  return bestUnitFor(surface, terms) ? { found: true, credit: PHRASE_CREDIT } : undefined;
}

function phraseEvidence(surface: string, terms: ResumeTerms): EvidenceItem[] {
  const best = bestUnitFor(surface, terms);
  return best
    ? [{ unit: best.unit, strength: PHRASE_CREDIT, exact: false, direct: false, surfaces: [] }]
    : [];
}
