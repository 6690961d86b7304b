import type { Resume } from '@resumio/resume-model';
import { type Analysis, MIN_TITLE } from '../score/analyze.ts';
import { unionMonths } from '../resume/dates.ts';
import { looksEnglish } from '../text/looks-english.ts';
import { normalizePhrase } from '../text/tokenize.ts';
import type { TailorChange } from '../types.ts';
import { titleConcepts, titleOverlap } from '../score/title.ts';
import { type HeadlinePlan, byRecency, headlineRole } from './headline.ts';
import { proves } from './proof.ts';
import { SHOWABLE, postingWording } from './wording.ts';

const MAX_SKILLS = 10;
// An employer field that names a way of working, not a company: "at Freelance" reads wrong.
const SELF_EMPLOYED =
  /^(freelance[rd]?|self[- ]?employed|independent( contractor| consultant)?|contract(or)?|various clients)$/i;
const MAX_LENGTH = 600;

// A sentence ends at a stop followed by a space: "Node.js" and "3.5" stay whole.
function ownSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty';
const YEARS_TAIL = new RegExp(
  `\\b(\\d+|${NUMBER_WORDS})\\+?\\s+(?:years?|yrs?)['’]?\\s+((?:of|in|on|across|experience|\\p{L}+ing)\\b.*)$`,
  'iu',
);
const TAIL_MAX = 110;
// Where the writer turns from what they did to what they want ("looking to move into…").
const ASPIRATION =
  /\b(looking|seeking|hoping|aiming|ready|currently|now|eager|wanting|working toward)\b/i;

/**
 * The writer's own words for their years, from an opening such as "Backend engineer with six
 * years of building APIs for logistics products": "of building APIs for logistics products",
 * with the number the writer gave. A closing clause that is no list ("…, most of it on nights")
 * and what the writer hopes for next are left out. Nothing when the sentence has no such phrase,
 * or one too long or too personal to carry over.
 */
export function writersYearsTail(
  sentence: string | undefined,
): { years: number; tail: string } | undefined {
  const match = sentence ? YEARS_TAIL.exec(sentence.trim()) : null;
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  const years = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.split('|').indexOf(word) + 1;
  let tail = match[2]!.replace(/[.!?]+$/, '');
  const comma = tail.indexOf(', ');
  if (comma >= 0 && !/\band\b/.test(tail.slice(comma))) tail = tail.slice(0, comma);
  const aspiration = ASPIRATION.exec(tail);
  if (aspiration) tail = tail.slice(0, aspiration.index);
  tail = tail.replace(/[\s,;:–—-]+(and|or|to)?\s*$/i, '').trim();
  if (tail.split(/\s+/).length < 2 || tail.length > TAIL_MAX) return undefined;
  if (/\b(years?|yrs?|I|my|me|we|our)\b/i.test(tail)) return undefined;
  return { years, tail: /^experience\b/i.test(tail) ? `of ${tail}` : tail };
}

// How a job was held, not what it was: "Frontend Engineer (Full-time)" is a Frontend Engineer.
const TERMS_OF_WORK =
  /^(full[- ]?time|part[- ]?time|contract|contractor|freelance|freelancer|temporary|temp|seasonal|remote|hybrid|on[- ]?site)$/i;
const termsOnly = (text: string) =>
  text
    .split(/[\s,/&]+|\band\b/)
    .filter(Boolean)
    .every((w) => TERMS_OF_WORK.test(w));

/** A title without its terms of work, and with no brackets inside a part. */
export function plainTitle(title: string): string {
  const parts = title
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => (termsOnly(inner) ? '' : whole))
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !termsOnly(p));
  const [head = title, ...rest] = parts;
  // "Backend Engineer, Freelance (Part-time)" must not read "(Freelance (Part-time))".
  return [head, ...rest.map((p) => p.replace(/\s*\(([^()]*)\)/g, ', $1'))].join(', ');
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A summary for this role built only from the resume's own facts: one of its real titles, the
 * years its dates add up to, its latest employers, and the requirements it shows elsewhere.
 */
export function rewriteSummary(
  resume: Resume,
  analysis: Analysis,
  headline?: HeadlinePlan,
): TailorChange[] {
  // A summary kept in another shape (a list of lines in some imported files) is left as it is.
  const current: unknown = resume.basics?.summary;
  if (current !== undefined && typeof current !== 'string') return [];
  // The new summary is written in English: a resume written in another language keeps its own.
  const writerSummary = typeof current === 'string' ? current.trim() : '';
  const prose = writerSummary
    ? [writerSummary]
    : analysis.terms.units.filter((u) => u.unit.kind === 'bullet').map((u) => u.unit.text);
  if (!looksEnglish(prose)) return [];
  // The writer's own summary stays, word for word: the proposal adds the requirements the rest
  // of the resume proves and the summary does not name yet, after it.
  if (writerSummary) return extendSummary(current as string, analysis);
  const { view } = analysis.terms;
  const jobs = byRecency(view.jobs);
  const title =
    analysis.title && analysis.title.score >= MIN_TITLE && analysis.title.text
      ? analysis.title.text
      : (jobs.find((j) => j.position)?.position ?? view.label);
  if (!title) return [];
  // The role the headline names, when the resume holds the posting's role now; else the resume's
  // closest title, whole: "Staff Nurse, Medical-Surgical Unit" reads as "Staff Nurse
  // (Medical-Surgical Unit)" in a sentence.
  const [head, ...rest] = plainTitle(title)
    .split(',')
    .map((p) => p.trim());
  const role = headline
    ? headlineRole(headline)
    : rest.length === 1 && rest[0]
      ? `${head} (${rest[0]})`
      : head!;
  const before = resume.basics?.summary ?? '';
  const own = ownSentences(before);
  // A writer's opening that names the posting's role more closely than the resume's titles can
  // ("… looking to grow into an HR generalist role") stays first, in the writer's words.
  const concepts = analysis.job.title ? titleConcepts(analysis.job.title) : undefined;
  const opening =
    concepts && own[0] && titleOverlap(concepts, own[0]) > titleOverlap(concepts, role)
      ? own[0]
      : undefined;
  // The writer's other sentences follow the new lead, except ones that restate years (the lead
  // does): a requirement only such a sentence named is kept in the list of skills.
  const kept = own.filter((s, i) => i > 0 || !opening).filter((s) => !/\b(years?|yrs?)\b/i.test(s));
  // "Sales Development Representative with 3 years of experience" reads as three years in that
  // role: the years are those of the jobs that held it, in either title's words ("Software
  // Engineer" years count for "Senior Backend Engineer"), else of the jobs that show the field.
  const roleConcepts = titleConcepts(role);
  const heldRole = (position: string) =>
    Math.max(titleOverlap(roleConcepts, position), titleOverlap(titleConcepts(position), role)) >=
    MIN_TITLE;
  const inRole = jobs.filter((j) => j.position && j.interval && heldRole(j.position));
  const months =
    inRole.length > 0 ? unionMonths(inRole.map((j) => j.interval!)) : analysis.relevantYears * 12;
  // A number of years below what the dates add up to reads as the whole career: the lead names
  // years only when they are all of them.
  const total = Math.floor(analysis.terms.totalYears + 1 / 24);
  const inRoleYears = Math.floor(months / 12 + 1 / 24);
  const years = inRoleYears >= total ? inRoleYears : 0;
  // The employers named are those where the role was held: "Electrical Engineer I … at Prairie
  // Foods", not "most recently at" a later employer where the person holds another title.
  const roleEmployers = [...new Set(inRole.map((j) => j.employer.trim()).filter(Boolean))];
  const employers = roleEmployers.filter((e) => !SELF_EMPLOYED.test(e));
  const freelance = employers.length < roleEmployers.length;
  // What the writer said those years were ("of building APIs for logistics products") carries
  // over to the new lead, when the writer's years are these years (give or take one): "5 years
  // of PLC programming" must not describe a one-year job of another title.
  const writers = opening ? undefined : writersYearsTail(own[0]);
  const tail =
    writers && years >= 1 && !freelance && Math.abs(writers.years - years) <= 1
      ? writers.tail
      : undefined;
  const keptText = ` ${normalizePhrase([opening ?? '', tail ?? '', ...kept].join(' '))} `;
  const showable = analysis.results.filter(
    (r) =>
      r.found &&
      SHOWABLE.has(r.req.category) &&
      r.evidence.some(
        (e) =>
          (e.unit.unit.section !== 'summary' ||
            !e.surfaces.some((s) => keptText.includes(` ${normalizePhrase(s)} `))) &&
          e.unit.unit.section !== 'education' &&
          proves(r, e, postingWording(r.req)),
      ),
  );
  // A requirement only the dropped sentences named stays, whatever the list's length: the
  // rewrite must not lose what the resume said.
  const onlyDropped = (r: (typeof showable)[number]) =>
    r.evidence.every((e) => e.unit.unit.section === 'summary');
  const ranked = showable.sort(
    (a, b) =>
      (a.req.importance === b.req.importance ? 0 : a.req.importance === 'required' ? -1 : 1) ||
      b.credit - a.credit,
  );
  const listed = ranked.filter((r, i) => i < MAX_SKILLS || onlyDropped(r));
  const uniqueSkills = [...new Set(listed.map((r) => postingWording(r.req)))].filter(listable);
  if (uniqueSkills.length === 0) return [];
  // Credentials in the resume's own words ("RN License, Illinois"), each once.
  const credentials = [
    ...new Set(
      analysis.results
        .filter((r) => r.found && r.req.category === 'certification')
        .map(
          (r) =>
            r.evidence.find((e) => e.unit.unit.section === 'certificates')?.unit.unit.text ??
            r.req.term,
        ),
    ),
  ];

  let lead = role;
  const experience = `${freelance && employers.length === 0 ? 'freelance ' : ''}experience`;
  if (years >= 1)
    lead += ` with ${years} year${years === 1 ? '' : 's'} ${tail ?? `of ${experience}`}`;
  if (employers.length > 0) {
    const named = employers.slice(0, 2);
    const recent = employers.length > named.length || freelance ? 'most recently ' : '';
    // After a clause of the writer's own ("…, most of it on nights"), a comma keeps the places
    // apart from it.
    const comma = (years < 1 && recent) || tail?.includes(',') ? ',' : '';
    lead += `${comma} ${recent}at ${joinList(named)}`;
  } else if (freelance && years < 1) lead += ', working freelance';
  // "… at Buckeye Packaging Co." already ends the sentence.
  const sentences = [opening ?? lead.replace(/\.?$/, '.'), `Skilled in ${joinList(uniqueSkills)}.`];
  if (credentials.length > 0) sentences.push(`Credentials: ${credentials.join('; ')}.`);
  for (const sentence of kept) {
    if ([...sentences, sentence].join(' ').length > MAX_LENGTH) break;
    sentences.push(sentence);
  }
  const after = sentences.join(' ');
  if (after === before) return [];
  return [
    {
      id: 'rewrite-summary:basics.summary',
      kind: 'rewrite-summary',
      path: 'basics.summary',
      before: before || null,
      after,
      reason: `${opening ? 'Keeps your opening, which names the role, then names' : `Opens with your ${role} experience and`} the requirements your resume already shows (${joinList(uniqueSkills.slice(0, 3))}), using only facts from the resume.`,
      keywords: uniqueSkills,
    },
  ];
}

// A requirement's wording that reads as a skill in a list: not a lone adjective or adverb
// ("Skilled", "Closely") taken for a term.
const listable = (wording: string) => !/^\p{L}+(?:ed|ly)$/iu.test(wording.trim());

/** The writer's summary as written, with the proven requirements it does not name after it. */
function extendSummary(written: string, analysis: Analysis): TailorChange[] {
  const summary = written.trimEnd();
  const said = ` ${normalizePhrase(summary)} `;
  const skills = [
    ...new Set(
      analysis.results
        .filter((r) => r.found && SHOWABLE.has(r.req.category))
        .sort(
          (a, b) =>
            (a.req.importance === b.req.importance
              ? 0
              : a.req.importance === 'required'
                ? -1
                : 1) || b.credit - a.credit,
        )
        .filter((r) => {
          const wording = postingWording(r.req);
          if (!listable(wording) || said.includes(` ${normalizePhrase(wording)} `)) return false;
          if (r.evidence.some((e) => e.unit.unit.section === 'summary')) return false;
          return r.evidence.some(
            (e) =>
              e.unit.unit.section !== 'summary' &&
              e.unit.unit.section !== 'education' &&
              proves(r, e, wording),
          );
        })
        .map((r) => postingWording(r.req)),
    ),
  ].slice(0, MAX_SKILLS / 2);
  if (skills.length === 0) return [];
  const stop = /[.!?]["')\]]?$/.test(summary) ? ' ' : '. ';
  const after = `${summary}${stop}Skilled in ${joinList(skills)}.`;
  if (after.length > MAX_LENGTH + summary.length) return [];
  return [
    {
      id: 'rewrite-summary:basics.summary',
      kind: 'rewrite-summary',
      path: 'basics.summary',
      before: written,
      after,
      reason: `Keeps your summary as you wrote it and names after it the requirements your resume shows elsewhere (${joinList(skills.slice(0, 3))}).`,
      keywords: skills,
    },
  ];
}
