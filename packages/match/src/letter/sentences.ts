import type { AddressedRequirement } from '@resumio/contract/cover-letters';
import type { RequirementResult } from '../score/analyze.ts';
import { proves } from '../tailor/proof.ts';
import { skillItems } from './background.ts';
import { type Achievement, pickAchievements } from './evidence.ts';
import type { LetterPlan } from './plan.ts';
import type { Chooser } from './seed.ts';
import { termDisplay } from './term-display.ts';
import type { PlaceSlots, RoleSlots, ToneTemplates } from './templates/index.ts';
import { capitalizeFirst, joinList } from './text.ts';

/** The letter's paragraphs, in order. */
export const PARAGRAPHS = ['opening', 'first', 'second', 'more', 'motivation', 'closing'] as const;
export type ParagraphKey = (typeof PARAGRAPHS)[number];

/** A sentence the letter may use, and how much the letter needs it (0: always). */
export interface Sentence {
  text: string;
  paragraph: ParagraphKey;
  priority: number;
  addresses: AddressedRequirement[];
  /** The resume lines it cites. */
  cites: string[];
  /** Index of a sentence it reads on from ("I also…", "That work…"): kept only with it. */
  needs?: number;
}

const PRIORITY = {
  must: 0,
  fit: 1,
  firstTie: 1,
  secondTie: 2,
  thanks: 2,
  third: 3,
  skills: 4,
  credentials: 5,
  thirdTie: 5,
  extra: 6,
  background: 7,
  filler: 9,
};
const MAX_TIE_TERMS = 3;
const MAX_LIST_TERMS = 4;
const MAX_EVIDENCE = 3;
// Sentences that say nothing of the resume: enough to round off the opening and the closing. A
// letter with little to tell is shorter, never padded with claims any applicant could make.
const MAX_FILLERS = 2;

/** Whether a sentence names the posting's role or company. */
function names(text: string, slots: RoleSlots): boolean {
  const lower = text.toLowerCase();
  return [slots.role, slots.company].some(
    (x) => x.trim() && lower.includes(x.trim().toLowerCase()),
  );
}

/**
 * One of a slot's templates that names neither the role nor the company (the opening and the
 * closing do, once each) and stitches nothing on after a colon; undefined when none does.
 */
function plain<A extends unknown[]>(
  choose: Chooser,
  slot: string,
  list: readonly ((...args: A) => string)[],
  slots: RoleSlots,
  ...args: A
): string | undefined {
  // The template's own words, without what is put in: a colon there stitches a line on.
  const inserted = args.flatMap((a) =>
    typeof a === 'string' ? [a] : a && typeof a === 'object' && a !== slots ? Object.values(a) : [],
  );
  const own = (text: string) =>
    inserted.reduce<string>(
      (rest, value) => (typeof value === 'string' && value ? rest.split(value).join('') : rest),
      text,
    );
  const texts = list.map((t) => t(...args)).filter((t) => !names(t, slots) && !/:\s/.test(own(t)));
  return texts.length > 0 ? choose.next(slot, texts) : undefined;
}

const MIN_WORK_WORDS = 5;

/**
 * A line that names a piece of work: it opens with a noun of doing ("Development", "Migration",
 * "Management", "Handling") in sentence case, has a few words and holds no heading marks.
 */
function namesWork(text: string): boolean {
  const first = /^(\p{Lu}\p{Ll}+)\s/u.exec(text)?.[1];
  if (!first || !/(?:ion|ment|ance|ence|ing|sis|ure)$/.test(first)) return false;
  if (/[|@]|\(\s|\s\)/.test(text)) return false;
  return text.split(/\s+/).length >= MIN_WORK_WORDS;
}

function whereOf(a: Achievement): PlaceSlots {
  if (!a.place) return {};
  if (a.path.startsWith('projects')) return { where: `on the ${a.place} project` };
  if (a.path.startsWith('volunteer')) return { where: `volunteering with ${a.place}` };
  return { where: `at ${a.place}` };
}

function addressedBy(result: RequirementResult, evidence: string): AddressedRequirement {
  return {
    term: result.req.term,
    category: result.req.category,
    importance: result.req.importance,
    evidence,
  };
}

// The requirements a line shows, named with the line's own words.
function tieTerms(
  a: Achievement,
  said: Set<string>,
): { display: string; result: RequirementResult }[] {
  const out: { display: string; result: RequirementResult; fresh: boolean }[] = [];
  const seen = new Set<string>();
  for (const result of a.requirements) {
    // A trait ("Teamwork") reads as a claim bolted on to a line of work; the line shows skills.
    if (['experience', 'degree', 'soft-skill'].includes(result.req.category)) continue;
    const evidence = result.evidence.find((e) => e.unit.unit.path === a.path);
    // Named only where the line uses it as a skill: not "Design" of "the Design and UX team".
    if (!evidence || !proves(result, evidence, result.req.term)) continue;
    const display = termDisplay(result.req.key, result.req.term, evidence.surfaces);
    const key = display.toLowerCase();
    if (seen.has(key) || display.length > 40) continue;
    seen.add(key);
    out.push({ display, result, fresh: !said.has(key) });
  }
  // New terms first, so each paragraph adds something; then the ones already named.
  return (
    out
      .sort((x, y) => Number(y.fresh) - Number(x.fresh))
      .slice(0, MAX_TIE_TERMS)
      // A term the letter has tied already is not tied again: "It is direct proof of the
      // Accounting experience you need" once, not in every paragraph.
      .filter((t) => t.fresh)
  );
}

/** Every sentence the letter could use, in reading order within each paragraph. */
export function candidateSentences(
  plan: LetterPlan,
  templates: ToneTemplates,
  fallback: ToneTemplates,
  choose: Chooser,
): Sentence[] {
  const out: Sentence[] = [];
  const { slots } = plan;
  const said = new Set<string>();
  const add = (
    paragraph: ParagraphKey,
    priority: number,
    text: string,
    addresses: AddressedRequirement[] = [],
    cites: string[] = [],
    needs?: number,
  ) =>
    out.push({
      // Seams are repaired once per paragraph, when the kept sentences are joined.
      text: capitalizeFirst(text),
      paragraph,
      priority,
      addresses,
      cites,
      ...(needs !== undefined ? { needs } : {}),
    }) - 1;

  add('opening', PRIORITY.must, choose.pick('opening', templates.opening)(slots));

  // "As a DevOps engineer, … in DevOps": a term the title names already is not repeated.
  const titleWords = ` ${(plan.aTitle ?? '').toLowerCase()} `;
  const fitTerms = plan.terms
    .filter((t) => !titleWords.includes(` ${t.display.toLowerCase()} `))
    .slice(0, 3);
  for (const t of fitTerms) said.add(t.display.toLowerCase());
  const fitList = joinList(fitTerms.map((t) => t.display));
  const fitAddresses = fitTerms.map((t) => ({
    term: t.term,
    category: t.category,
    importance: t.importance,
    evidence: t.evidence,
  }));
  const fit =
    plan.aTitle && fitList
      ? plain(choose, 'fit', templates.fitWithTitle, slots, plan.aTitle, fitList, slots)
      : plan.aTitle
        ? plain(choose, 'fit', templates.fitTitleOnly, slots, plan.aTitle, slots)
        : fitList
          ? plain(choose, 'fit', templates.fitTermsOnly, slots, fitList, slots)
          : undefined;
  if (fit) add('opening', PRIORITY.fit, fit, fitList ? fitAddresses : []);

  // At most three pieces of evidence, each a clause the letter's own sentence carries: no list
  // of pasted lines.
  const picked = pickAchievements(plan.achievements, MAX_EVIDENCE);
  // The place of each paragraph's latest line: a next line from the same place reads "I also…"
  // right after it (and needs it); a line from elsewhere names its place.
  const latest = new Map<ParagraphKey, { place: string; index: number }>();
  const lineOf = (
    a: Achievement,
    paragraph: ParagraphKey,
    lead: boolean,
  ): { text: string; needs?: number } | undefined => {
    const where = whereOf(a);
    const previous = latest.get(paragraph);
    const predicate = a.clause.predicate;
    if (!predicate) {
      // A line written as a noun phrase: the letter says what the work included, in its own
      // words around the clause, not "One result at …:".
      // Only a line that names a piece of work ("Development and maintenance of…", "Migration
      // of…") reads after "my work included"; headings, dates, tool lists and fragments do not.
      // A project's line about the thing built ("Handles 2,000 requests…") is said of it.
      if (a.path.startsWith('projects') && a.place && !/[:|]/.test(a.place)) {
        const said = /^(\p{Lu}\p{Ll}+s)\s/u.exec(a.clause.text);
        if (said && !/ss$/.test(said[1]!))
          return {
            text: `My ${a.place} project ${said[1]!.toLowerCase()}${a.clause.text.slice(said[1]!.length)}.`,
          };
      }
      // Without a place, a noun phrase says nothing the reader can place: left out.
      if (!namesWork(a.clause.text) || !where.where) return undefined;
      // Its first word is a common noun of doing ("Handling", "Development"): lower case here.
      const phrase = a.clause.text.replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (c) => c.toLowerCase());
      if (a.place !== undefined && previous?.place === a.place)
        return { text: `My work there also included ${phrase}.`, needs: previous.index };
      return { text: `${capitalizeFirst(where.where)}, my work included ${phrase}.` };
    }
    if (a.place !== undefined && previous?.place === a.place) {
      const text = plain(choose, 'further', templates.further, slots, predicate);
      return text ? { text, needs: previous.index } : undefined;
    }
    if (!lead && where.where) {
      const text = plain(choose, 'furtherAt', templates.furtherAt, slots, predicate, where.where);
      if (text) return { text };
    }
    const text = plain(choose, 'achievement', templates.achievement, slots, predicate, where);
    return text ? { text } : undefined;
  };
  const remember = (a: Achievement, paragraph: ParagraphKey, index: number) => {
    if (a.place) latest.set(paragraph, { place: a.place, index });
    else latest.delete(paragraph);
  };
  const paragraphOf: ParagraphKey[] = ['first', 'second', 'second'];
  const mainPriority = [PRIORITY.must, PRIORITY.must, PRIORITY.third];
  const tiePriority = [PRIORITY.firstTie, PRIORITY.secondTie, PRIORITY.thirdTie];
  picked.forEach((a, i) => {
    const paragraph = paragraphOf[i]!;
    // The third line continues the second's paragraph.
    const line = lineOf(a, paragraph, i < 2);
    if (!line) return;
    const terms = tieTerms(a, said);
    const index = add(
      paragraph,
      mainPriority[i]!,
      line.text,
      terms.map((t) => addressedBy(t.result, a.text)),
      [a.text],
      line.needs,
    );
    remember(a, paragraph, index);
    if (terms.length > 0) {
      const list = joinList(terms.map((t) => t.display));
      const tie = plain(choose, 'tie', templates.tie, slots, list, slots);
      if (!tie) return;
      for (const t of terms) said.add(t.display.toLowerCase());
      add(paragraph, tiePriority[i]!, tie, [], [], index);
    }
  });

  const skillTerms = plan.terms
    .filter((t) => !said.has(t.display.toLowerCase()))
    .filter((t) => !titleWords.includes(` ${t.display.toLowerCase()} `))
    .slice(0, MAX_LIST_TERMS);
  for (const t of skillTerms) said.add(t.display.toLowerCase());
  const skillsText =
    skillTerms.length > 0
      ? plain(
          choose,
          'skills',
          templates.skills,
          slots,
          joinList(skillTerms.map((t) => t.display)),
          slots,
        )
      : undefined;
  if (skillsText) {
    add(
      'more',
      PRIORITY.skills,
      skillsText,
      skillTerms.map((t) => ({
        term: t.term,
        category: t.category,
        importance: t.importance,
        evidence: t.evidence,
      })),
    );
  }
  if (plan.education) {
    const degrees = plan.analysis.results.filter((r) => r.found && r.req.category === 'degree');
    add(
      'more',
      PRIORITY.credentials,
      choose.pick('education', templates.education)(plan.education),
      degrees.map((r) => addressedBy(r, r.evidence[0]?.unit.unit.text ?? plan.education!)),
    );
  }
  if (plan.certificates.length > 0) {
    const paths = new Set(plan.certificates.map((c) => c.path));
    const certs = plan.analysis.results.filter(
      (r) => r.found && r.evidence.some((e) => paths.has(e.unit.unit.path)),
    );
    add(
      'more',
      PRIORITY.credentials,
      choose.pick(
        'certificates',
        templates.certificates,
      )(joinList(plan.certificates.map((c) => c.name))),
      certs.map((r) =>
        addressedBy(r, r.evidence.find((e) => paths.has(e.unit.unit.path))!.unit.unit.text),
      ),
    );
  }

  // A resume in another language keeps its own words out of an English letter.
  const others = plan.resumeEnglish ? skillItems(plan.resume, said) : [];
  if (others.length > 0)
    add(
      'more',
      PRIORITY.background,
      choose.pick('otherSkills', templates.otherSkills)(joinList(others)),
    );
  if (plan.languages.length >= 2 && plan.resumeEnglish)
    add(
      'more',
      PRIORITY.background,
      choose.pick('languages', templates.languages)(joinList(plan.languages)),
    );
  if (plan.awards.length > 0)
    add(
      'more',
      PRIORITY.background,
      choose.pick('awards', templates.awards)(joinList(plan.awards)),
    );

  // A thin resume in a long letter may need more than the tone's own: the fallback tone's follow.
  const fillers = [
    ...choose.shuffle('filler', templates.filler),
    ...choose.shuffle('fallback', fallback.filler),
  ];
  // One filler may round off the opening (not one that looks back: "the same care"), one the
  // closing; the rest make a paragraph of their own.
  // The opening and the closing name the role and the company; the rest of the letter does not.
  const texts = fillers
    .map((filler) => filler(slots))
    .filter((t) => !names(t, slots))
    .slice(0, MAX_FILLERS);
  const openingFiller = texts.findIndex((t) => !/\bsame\b/.test(t));
  let closingFiller = -1;
  texts.forEach((text, i) => {
    let paragraph: ParagraphKey = 'motivation';
    if (i === openingFiller) paragraph = 'opening';
    else if (closingFiller < 0) {
      closingFiller = i;
      paragraph = 'closing';
    }
    add(paragraph, PRIORITY.filler + i / 100, text);
  });

  add('closing', PRIORITY.must, choose.pick('closing', templates.closing)(slots));
  add('closing', PRIORITY.thanks, choose.pick('thanks', templates.thanks));
  return out;
}
