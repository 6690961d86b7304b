import type { MatchComponent, RequirementCategory } from '../types.ts';
import type { Analysis, RequirementResult } from './analyze.ts';

/**
 * Base weights; a component the posting gives nothing to measure hands its share to the others.
 * The skill components measure what the resume shows, presentation how it shows it for this
 * posting: what tailoring can truthfully change.
 */
export const BASE_WEIGHTS = {
  required: 0.3,
  relevance: 0.3,
  preferred: 0.06,
  experience: 0.1,
  education: 0.07,
  title: 0.09,
  // Capped: how the resume presents what it shows may move a score a little, never reorder
  // fits (tailoring changes only this).
  presentation: 0.08,
} as const;

/**
 * The cosine at which the resume reads as written for the posting's work. Cosines of a resume
 * to a posting of the same line of work run from about 0.08 to 0.25 on real documents; a
 * square root spreads the low end, where most pairs are.
 */
const FULL_SIMILARITY = 0.22;
export const relevanceScore = (similarity: number): number =>
  100 * Math.sqrt(Math.min(1, similarity / FULL_SIMILARITY));

type ComponentId = keyof typeof BASE_WEIGHTS;

const SKILL_CATEGORIES = new Set<RequirementCategory>(['skill', 'tool', 'language', 'soft-skill']);

function categoryWeight(r: RequirementResult): number {
  if (r.req.category === 'soft-skill') return 0.5;
  if (r.req.source === 'phrase') return 0.5;
  return 1;
}

function listTerms(terms: string[], max = 3): string {
  const shown = terms.slice(0, max);
  const more = terms.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** Alternatives ("Go or Java") count once, by the best of them. */
function groups(results: RequirementResult[]): RequirementResult[][] {
  const parent = new Map(results.map((r) => [r.req.term, r.req.term]));
  const root = (t: string): string => {
    const p = parent.get(t) ?? t;
    return p === t ? t : root(p);
  };
  for (const r of results) {
    for (const alt of r.req.alternatives ?? []) {
      if (!parent.has(alt)) continue;
      const [a, b] = [root(r.req.term), root(alt)].sort();
      parent.set(b!, a!);
    }
  }
  const byRoot = new Map<string, RequirementResult[]>();
  for (const r of results)
    byRoot.set(root(r.req.term), [...(byRoot.get(root(r.req.term)) ?? []), r]);
  return [...byRoot.values()];
}

/** A group of alternatives counts as required when any of its members is. */
const groupRequired = (g: RequirementResult[]) => g.some((r) => r.req.importance === 'required');

function coverage(
  grouped: RequirementResult[][],
  label: string,
): { score: number; explanation: string } | undefined {
  if (grouped.length === 0) return undefined;
  const best = (g: RequirementResult[]) => g.reduce((a, b) => (b.credit > a.credit ? b : a));
  const results = grouped.map(best);
  const total = grouped.reduce((s, g) => s + Math.max(...g.map(categoryWeight)), 0);
  const got = grouped.reduce((s, g) => s + Math.max(...g.map(categoryWeight)) * best(g).credit, 0);
  const found = results.filter((r) => r.found);
  const missing = grouped
    .filter((g) => !g.some((r) => r.found))
    .map((g) => g.map((r) => r.req.term).join(' or '));
  const weak = found.filter((r) => r.credit < 0.75).map((r) => r.req.term);
  let explanation = `Shows ${found.length} of ${results.length} ${label}`;
  if (missing.length > 0) explanation += `; missing ${listTerms(missing)}`;
  if (weak.length > 0) explanation += `; ${listTerms(weak)} only in passing or in other words`;
  return { score: (100 * got) / total, explanation: `${explanation}.` };
}

function formatYears(years: number): string {
  const rounded = Math.round(years * 2) / 2;
  return `${rounded % 1 === 0 ? rounded.toFixed(0) : rounded.toFixed(1)} year${rounded === 1 ? '' : 's'}`;
}

export function buildComponents(analysis: Analysis): MatchComponent[] {
  const { results } = analysis;
  const skills = results.filter((r) => SKILL_CATEGORIES.has(r.req.category));
  const raw: Record<ComponentId, { name: string; score: number; explanation: string } | undefined> =
    {
      required: undefined,
      relevance: undefined,
      preferred: undefined,
      experience: undefined,
      education: undefined,
      title: undefined,
      presentation: undefined,
    };
  // "Tableau or Power BI": one requirement, satisfied by either, whatever importance each has.
  const skillGroups = groups(skills);
  const req = coverage(skillGroups.filter(groupRequired), 'required skills');
  if (req) raw.required = { name: 'Required skills', ...req };
  const pref = coverage(
    skillGroups.filter((g) => !groupRequired(g)),
    'preferred skills',
  );
  if (pref) raw.preferred = { name: 'Preferred skills', ...pref };

  // The posting's years count fully; a narrower number of years ("1+ years in a supervisory
  // role") half as much.
  const exps = results.filter((r) => r.req.category === 'experience');
  // Years are only counted from dates: a resume that gives none is not "0 years", it is unknown.
  const dated = analysis.terms.view.jobs.some((j) => j.interval);
  if (exps.length > 0 && dated) {
    const weightOf = (r: RequirementResult) => (r.req.key === 'experience:years' ? 1 : 0.5);
    const total = exps.reduce((s, r) => s + weightOf(r), 0);
    const got = exps.reduce((s, r) => s + weightOf(r) * r.credit, 0);
    const [main, ...narrower] = exps;
    const asked = main!.req.years ?? 1;
    let explanation = `About ${formatYears(main!.years ?? analysis.relevantYears)} of relevant experience against ${asked}+ asked`;
    for (const r of narrower) {
      explanation += `; ${formatYears(r.years ?? 0)} against ${r.req.term}`;
    }
    raw.experience = {
      name: 'Experience',
      score: (100 * got) / total,
      explanation: `${explanation}.`,
    };
  }

  const creds = results.filter(
    (r) => r.req.category === 'degree' || r.req.category === 'certification',
  );
  // A resume without an education or certificates section says nothing about degrees: unknown,
  // not absent (many resumes leave education out when experience speaks for itself).
  const listsCredentials = analysis.terms.units.some(
    (u) => u.unit.section === 'education' || u.unit.section === 'certificates',
  );
  if (creds.length > 0 && listsCredentials) {
    const weightOf = (r: RequirementResult) => (r.req.importance === 'required' ? 1 : 0.5);
    const total = creds.reduce((s, r) => s + weightOf(r), 0);
    const got = creds.reduce((s, r) => s + weightOf(r) * r.credit, 0);
    const has = creds.filter((r) => r.found).map((r) => r.req.term);
    const lacks = creds.filter((r) => !r.found).map((r) => r.req.term);
    const parts: string[] = [];
    if (has.length) parts.push(`Has ${listTerms(has, 4)}`);
    if (lacks.length)
      parts.push(`${has.length ? 'does not show' : 'Does not show'} ${listTerms(lacks, 4)}`);
    raw.education = {
      name: 'Education and certifications',
      score: (100 * got) / total,
      explanation: `${parts.join('; ')}.`,
    };
  }

  if (analysis.title && analysis.job.title) {
    const { score, text } = analysis.title;
    const how =
      score >= 0.75 ? 'closely matches' : score >= 0.4 ? 'partly matches' : 'does not match';
    raw.title = {
      name: 'Title alignment',
      score: 100 * score,
      explanation: text
        ? `The resume's closest title, "${text}", ${how} "${analysis.job.title}".`
        : `No title in the resume to compare with "${analysis.job.title}".`,
    };
  }

  const relevance = relevanceScore(analysis.similarity);
  raw.relevance = {
    name: 'Relevance',
    score: relevance,
    explanation:
      relevance >= 70
        ? "The resume's words closely follow the posting's duties and requirements."
        : relevance >= 40
          ? "The resume shares part of the vocabulary of the posting's duties and requirements."
          : "The resume shares little of the vocabulary of the posting's duties and requirements.",
  };

  raw.presentation = presentation(analysis, skillGroups);

  const ids = Object.keys(BASE_WEIGHTS) as ComponentId[];
  const applicable = ids.filter((id) => raw[id]);
  const share = applicable.reduce((s, id) => s + BASE_WEIGHTS[id], 0);
  const weights = new Map(
    ids.map((id) => [id, raw[id] && share > 0 ? BASE_WEIGHTS[id] / share : 0]),
  );
  // Four decimals, with the rounding remainder on the largest so the weights sum to exactly 1.
  const rounded = new Map(ids.map((id) => [id, Math.round(weights.get(id)! * 10000) / 10000]));
  if (applicable.length > 0) {
    const largest = applicable.reduce((a, b) => (rounded.get(b)! > rounded.get(a)! ? b : a));
    const others = applicable
      .filter((id) => id !== largest)
      .reduce((s, id) => s + rounded.get(id)!, 0);
    rounded.set(largest, Math.round((1 - others) * 10000) / 10000);
  }
  const absent: Record<ComponentId, [string, string]> = {
    required: ['Required skills', 'The posting names no required skills to look for.'],
    relevance: ['Relevance', 'The posting has no duties or requirements to compare with.'],
    preferred: ['Preferred skills', 'The posting names no preferred skills.'],
    experience: [
      'Experience',
      exps.length > 0
        ? `The posting asks for ${exps[0]!.req.years ?? 1}+ years; the resume's jobs give no dates to count them from, so years are left out of the score.`
        : 'The posting does not ask for a number of years.',
    ],
    education: [
      'Education and certifications',
      creds.length > 0
        ? `The posting asks for ${listTerms(
            creds.map((r) => r.req.term),
            4,
          )}; the resume lists no education or certificates, so they are left out of the score.`
        : 'The posting asks for no degree or certification.',
    ],
    title: ['Title alignment', 'The posting has no title to compare with.'],
    presentation: ['Presentation', 'The posting names no skills for the resume to present.'],
  };
  return ids.map((id) => {
    const c = raw[id];
    if (!c) return { name: absent[id][0], score: 0, weight: 0, explanation: absent[id][1] };
    return {
      name: c.name,
      score: Math.round(c.score),
      weight: rounded.get(id)!,
      explanation: c.explanation,
    };
  });
}

/** The overall score: the weighted sum of the components as shown. */
export function overallScore(components: MatchComponent[]): number {
  const total = components.reduce((s, c) => s + c.weight * c.score, 0);
  return Math.max(0, Math.min(100, Math.round(total)));
}

/** Named in a skills list in the posting's words (or by its canonical name): what an ATS searches. */
export function listedInWords(r: RequirementResult): boolean {
  return r.evidence.some(
    (e) => e.exact && (e.unit.unit.section === 'skills' || e.unit.unit.kind === 'skill'),
  );
}

/** Relevance points of a requirement when ordering bullets and skills: required 2, preferred 1, soft half. */
export function relevancePoints(r: RequirementResult): number {
  const base = r.req.importance === 'required' ? 2 : 1;
  return r.req.category === 'soft-skill' ? base / 2 : base;
}

// Parts of presentation: the summary opening with the role, the summary and the skills list
// naming what the resume shows for the posting, and each job's most relevant bullets first.
const PRESENTATION = { opening: 0.2, summary: 0.3, skills: 0.25, order: 0.25 };
const FEWEST_SHOWN = 3;

const dcg = (points: number[]) => points.reduce((s, p, i) => s + p / Math.log2(i + 2), 0);

/**
 * How close each list a reader skims is to most relevant first (1 for the best order): each
 * job's bullets (weighted by the job's recency) and each skills group.
 */
function listOrder(analysis: Analysis): number {
  const points = new Map<string, number>();
  for (const r of analysis.results) {
    if (!r.found || r.req.category === 'experience' || r.req.category === 'degree') continue;
    for (const e of r.evidence) {
      const { path, kind, section } = e.unit.unit;
      const bullet = kind === 'bullet' && section === 'work';
      const skill = section === 'skills' && /\.keywords\[\d+\]$/.test(path);
      if (!bullet && !skill) continue;
      // A skills entry counts its best requirement, a bullet all it shows.
      const p = relevancePoints(r);
      points.set(path, skill ? Math.max(points.get(path) ?? 0, p) : (points.get(path) ?? 0) + p);
    }
  }
  const lists = new Map<string, { weight: number; paths: string[] }>();
  for (const u of analysis.terms.units) {
    const { path, kind, section, job } = u.unit;
    if (kind === 'bullet' && section === 'work' && job !== undefined) {
      const recency = analysis.terms.view.jobs[job]?.recency ?? 1;
      const list = lists.get(`work[${job}]`) ?? { weight: recency, paths: [] };
      list.paths.push(path);
      lists.set(`work[${job}]`, list);
    }
    const group = /^(skills\[\d+\])\.keywords\[\d+\]$/.exec(path)?.[1];
    if (group) {
      const list = lists.get(group) ?? { weight: 1, paths: [] };
      list.paths.push(path);
      lists.set(group, list);
    }
  }
  let got = 0;
  let total = 0;
  for (const { weight, paths } of lists.values()) {
    const p = paths.map((path) => points.get(path) ?? 0);
    if (p.length < 2 || p.every((x) => x === 0)) continue;
    got += weight * (dcg(p) / dcg([...p].sort((a, b) => b - a)));
    total += weight;
  }
  return total > 0 ? got / total : 0;
}

/**
 * How the resume presents what it shows for this posting where screeners look: the summary
 * opens with the role (a title the posting names) and names the requirements the resume shows
 * elsewhere, the skills list names them in the posting's words (what an ATS searches), and each
 * job's bullets that show them come first. Measured against what the resume shows, required
 * terms counting double; nothing shown, nothing to present.
 */
function presentation(
  analysis: Analysis,
  skillGroups: RequirementResult[][],
): { name: string; score: number; explanation: string } | undefined {
  // Skills and tools: a language belongs in the languages section, a soft skill is shown by what
  // was done.
  const hard = skillGroups.filter((g) =>
    g.every((r) => r.req.category === 'skill' || r.req.category === 'tool'),
  );
  if (hard.length === 0) return undefined;
  const shown = (r: RequirementResult) =>
    r.found &&
    r.evidence.some((e) => e.unit.unit.section !== 'summary' && e.unit.unit.section !== 'label');
  let total = 0;
  let inSummary = 0;
  let inSkills = 0;
  let askedWeight = 0;
  for (const g of hard) {
    const weight = (groupRequired(g) ? 2 : 1) * Math.max(...g.map(categoryWeight));
    if (groupRequired(g)) askedWeight += weight;
    const members = g.filter(shown);
    if (members.length === 0) continue;
    total += weight;
    if (members.some((r) => r.evidence.some((e) => e.unit.unit.section === 'summary')))
      inSummary += weight;
    if (members.some(listedInWords)) inSkills += weight;
  }
  // A resume that shows fewer than three of the posting's requirements has little to present:
  // its shares count against three (or all the posting asks, when it asks fewer).
  const base = Math.max(total, Math.min(FEWEST_SHOWN * 2, askedWeight));
  const opening = analysis.summaryTitle ?? 0;
  const order = listOrder(analysis);
  const summaryShare = base > 0 ? inSummary / base : 0;
  const skillsShare = base > 0 ? inSkills / base : 0;
  const score =
    total === 0
      ? 0
      : 100 *
        (PRESENTATION.opening * opening +
          PRESENTATION.summary * summaryShare +
          PRESENTATION.skills * skillsShare +
          PRESENTATION.order * order);
  const parts: string[] = [];
  if (total === 0) parts.push("The resume shows none of the posting's skills to present");
  else {
    parts.push(
      `The summary ${opening >= 0.5 ? 'opens with the role and ' : ''}names ${pct(summaryShare)} of what the resume shows for the posting`,
    );
    parts.push(`the skills list names ${pct(skillsShare)} in the posting's words`);
    if (order > 0) parts.push(`bullets and skills are ${pct(order)} in order of relevance`);
  }
  return { name: 'Presentation', score, explanation: `${parts.join('; ')}.` };
}

const pct = (x: number) => `${Math.round(100 * x)}%`;
