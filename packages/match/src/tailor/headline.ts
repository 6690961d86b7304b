import { applyContext, findTermHits } from '../dictionary/find-terms.ts';
import type { Domain } from '../dictionary/index.ts';
import type { ResumeFacts } from '../guard/resume-facts.ts';
import { checkAgainstFacts } from '../guard/truthfulness.ts';
import type { Job } from '../resume/units.ts';
import type { Analysis } from '../score/analyze.ts';
import { normalizePhrase, normalizeToken, tokenize } from '../text/tokenize.ts';
import {
  RAISING,
  type TitleQualifier,
  roleKey,
  sameRole,
  splitTitle,
  withinRole,
  withoutRanks,
} from './title-parts.ts';

/** The role the resume holds now, in the posting's words, and the posting's qualifiers it shows. */
export interface HeadlinePlan {
  /** The posting's role with the resume's own rank: "Senior Backend Engineer", "Registered Nurse". */
  role: string;
  /** The posting title's parts the resume shows ("Medical-Surgical Unit"), as the posting writes them. */
  qualifiers: TitleQualifier[];
  /** The most recent job, whose title holds the role. */
  job: Job;
}

// Parts of a posting's title about the job's terms ("Remote", "Nights", "2nd Shift"), not the
// person's work: never part of a headline.
const ARRANGEMENT = new Set(
  `remote hybrid onsite on site in office person full part time contract contractor temporary temp
  per diem prn night day weekend evening overnight shift rotating 1st 2nd 3rd first second third
  travel local relocation immediate start urgent hiring new grad graduate week month year only`
    .split(/\s+/)
    .map(normalizeToken),
);

/** The jobs, latest end first (a job without dates last), as the summary lists them. */
export function byRecency(jobs: Job[]): Job[] {
  return [...jobs].sort(
    (a, b) => (b.interval?.end ?? 0) - (a.interval?.end ?? 0) || a.index - b.index,
  );
}

const padded = (text: string) => ` ${normalizePhrase(text)} `;

/**
 * The headline a careful editor would write for this posting: the posting's title, when the
 * resume's most recent job holds that role (the same words, or a synonym the dictionary knows,
 * "Staff RN" for "Registered Nurse"), with no rank the job title lacks, and only the parts of
 * the posting's title the resume shows. Undefined when the resume does not hold the role now.
 */
export function headlinePlan(analysis: Analysis, facts: ResumeFacts): HeadlinePlan | undefined {
  const title = analysis.job.title;
  const job = byRecency(analysis.terms.view.jobs).find((j) => j.position.trim());
  if (!title || !job) return undefined;
  const posting = splitTitle(title);
  const postingKey = roleKey(posting.role);
  const held = splitTitle(job.position);
  const heldKey = roleKey(held.role);
  // The headline may describe the current job more closely than its title does ("Warehouse
  // Operations Supervisor" for "Operations Supervisor, 2nd Shift"): the resume's own words.
  const label = analysis.terms.view.label;
  const labelKey = label ? roleKey(splitTitle(label).role) : undefined;
  const holds =
    sameRole(heldKey, postingKey) ||
    (labelKey !== undefined && withinRole(heldKey, labelKey) && sameRole(labelKey, postingKey));
  if (!holds) return undefined;

  // Ranks: the posting's that the job title lacks are dropped; the job title's own are kept
  // where the wording allows.
  const unheld = new Set([...postingKey.raising].filter((r) => !heldKey.raising.has(r)));
  const base = withoutRanks(posting.role, postingKey, unheld);
  const own = heldKey.tokens.filter(
    (t, k) => !heldKey.covered.has(k) && RAISING.has(t.norm) && !postingKey.raising.has(t.norm),
  );
  const lead = own.filter(
    (t) => t.start < (heldKey.tokens.find((x) => !own.includes(x))?.start ?? 0),
  );
  const trail = own.filter((t) => !lead.includes(t));
  const ranked = [...lead.map((t) => t.raw), base, ...trail.map((t) => t.raw)].join(' ');
  const role = [ranked, base, held.role].find(
    (candidate) => candidate && checkAgainstFacts(facts, candidate).length === 0,
  );
  if (!role) return undefined;

  const evidence = analysis.terms.units
    .filter(
      (u) =>
        u.unit.section === 'label' ||
        u.unit.section === 'summary' ||
        u.unit.section === 'skills' ||
        u.unit.job === job.index,
    )
    .map((u) => u.normText);
  const qualifiers = posting.qualifiers.filter((q) => {
    const phrase = normalizePhrase(q.text);
    if (q.alternative || !phrase || padded(role).includes(` ${phrase} `)) return false;
    if (tokenize(q.text).every((t) => ARRANGEMENT.has(t.norm))) return false;
    return evidence.some((text) => text.includes(` ${phrase} `));
  });
  return { role, qualifiers, job };
}

/** Parts of a headline that are credentials ("Electrical Engineer, PE"): kept by a new headline. */
export function credentialParts(label: string, domains: Set<Domain>): string[] {
  return splitTitle(label)
    .qualifiers.filter((q) => !q.alternative)
    .map((q) => q.text)
    .filter((text) => {
      const tokens = tokenize(text);
      const hits = applyContext(findTermHits(text, tokens), domains);
      const covered = hits.reduce((n, h) => n + (h.tokenEnd - h.tokenStart), 0);
      return (
        tokens.length > 0 &&
        covered === tokens.length &&
        hits.every((h) => h.entry.category === 'certification' || h.entry.category === 'degree')
      );
    });
}

/** The headline itself: the role, then the qualifiers as the posting joins them. */
export function headlineText(plan: HeadlinePlan, credentials: string[]): string {
  const qualified = plan.qualifiers.reduce(
    (text, q) => `${text}${q.open}${q.text}${q.close}`,
    plan.role,
  );
  return credentials.length > 0 ? `${qualified}, ${credentials.join(', ')}` : qualified;
}

/** The role for a sentence: "Registered Nurse (Medical-Surgical Unit)". */
export function headlineRole(plan: HeadlinePlan): string {
  return plan.qualifiers.length > 0
    ? `${plan.role} (${plan.qualifiers.map((q) => q.text).join(', ')})`
    : plan.role;
}
