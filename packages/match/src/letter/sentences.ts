import type { AddressedRequirement } from '@resumio/contract/cover-letters';
import type { RequirementResult } from '../score/analyze.ts';
import { skillItems } from './background.ts';
import { type Achievement, pickAchievements } from './evidence.ts';
import type { LetterPlan } from './plan.ts';
import type { Chooser } from './seed.ts';
import { termDisplay } from './term-display.ts';
import type { PlaceSlots, ToneTemplates } from './templates/index.ts';
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
const MAX_EXTRA_ACHIEVEMENTS = 12;

function whereOf(a: Achievement): PlaceSlots {
  if (!a.place) return {};
  if (a.path.startsWith('projects')) return { where: `on the ${a.place} project` };
  if (a.path.startsWith('volunteer')) return { where: `volunteering with ${a.place}` };
  return { where: `at ${a.place}` };
}

// After a colon, a line opening with an article reads on in lower case ("…: an interactive map").
function afterColon(text: string): string {
  return text.replace(/^(A|An|The|This|Our|My)(?=\s)/, (word) => word.toLowerCase());
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
    if (result.req.category === 'experience' || result.req.category === 'degree') continue;
    const evidence = result.evidence.find((e) => e.unit.unit.path === a.path);
    if (!evidence) continue;
    const display = termDisplay(result.req.key, result.req.term, evidence.surfaces);
    const key = display.toLowerCase();
    if (seen.has(key) || display.length > 40) continue;
    seen.add(key);
    out.push({ display, result, fresh: !said.has(key) });
  }
  // New terms first, so each paragraph adds something; then the ones already named.
  return out
    .sort((x, y) => Number(y.fresh) - Number(x.fresh))
    .slice(0, MAX_TIE_TERMS)
    .filter((t, i) => t.fresh || i < 2);
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

  const fitTerms = plan.terms.slice(0, 3);
  for (const t of fitTerms) said.add(t.display.toLowerCase());
  const fitList = joinList(fitTerms.map((t) => t.display));
  const fitAddresses = fitTerms.map((t) => ({
    term: t.term,
    category: t.category,
    importance: t.importance,
    evidence: t.evidence,
  }));
  if (plan.aTitle && fitList)
    add(
      'opening',
      PRIORITY.fit,
      choose.pick('fit', templates.fitWithTitle)(plan.aTitle, fitList, slots),
      fitAddresses,
    );
  else if (plan.aTitle)
    add('opening', PRIORITY.fit, choose.pick('fit', templates.fitTitleOnly)(plan.aTitle, slots));
  else if (fitList)
    add(
      'opening',
      PRIORITY.fit,
      choose.pick('fit', templates.fitTermsOnly)(fitList, slots),
      fitAddresses,
    );

  const picked = pickAchievements(plan.achievements, 3);
  // The place of each paragraph's latest line: a next line from the same place reads "I also…"
  // right after it (and needs it); a line from elsewhere names its place.
  const latest = new Map<ParagraphKey, { place: string; index: number }>();
  const lineOf = (
    a: Achievement,
    paragraph: ParagraphKey,
    lead: boolean,
  ): { text: string; needs?: number } => {
    const where = whereOf(a);
    const previous = latest.get(paragraph);
    if (a.place !== undefined && previous?.place === a.place) {
      const text = a.clause.predicate
        ? choose.next('further', templates.further)(a.clause.predicate)
        : choose.next('furtherQuoted', templates.furtherQuoted)(afterColon(a.clause.text), {});
      return { text, needs: previous.index };
    }
    if (!a.clause.predicate) {
      const list = lead ? templates.achievementQuoted : templates.furtherQuoted;
      return { text: choose.next('quoted', list)(afterColon(a.clause.text), where) };
    }
    if (!lead && where.where)
      return {
        text: choose.next('furtherAt', templates.furtherAt)(a.clause.predicate, where.where),
      };
    return { text: choose.next('achievement', templates.achievement)(a.clause.predicate, where) };
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
      for (const t of terms) said.add(t.display.toLowerCase());
      const list = joinList(terms.map((t) => t.display));
      add(
        paragraph,
        tiePriority[i]!,
        choose.next('tie', templates.tie)(list, slots),
        [],
        [],
        index,
      );
    }
  });

  const skillTerms = plan.terms
    .filter((t) => !said.has(t.display.toLowerCase()))
    .slice(0, MAX_LIST_TERMS);
  for (const t of skillTerms) said.add(t.display.toLowerCase());
  if (skillTerms.length > 0) {
    add(
      'more',
      PRIORITY.skills,
      choose.pick('skills', templates.skills)(joinList(skillTerms.map((t) => t.display)), slots),
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

  const extras = plan.achievements
    .filter((a) => !picked.includes(a))
    .slice(0, MAX_EXTRA_ACHIEVEMENTS);
  extras.forEach((a, i) => {
    const samePlace = picked.findIndex((p) => p.place !== undefined && p.place === a.place);
    const paragraph: ParagraphKey = samePlace === 0 ? 'first' : samePlace > 0 ? 'second' : 'more';
    const addresses = a.requirements
      .filter((r) => r.req.category !== 'experience' && r.req.category !== 'degree')
      .map((r) => addressedBy(r, a.text));
    const line = lineOf(a, paragraph, false);
    const index = add(
      paragraph,
      PRIORITY.extra + i / 10,
      line.text,
      addresses,
      [a.text],
      line.needs,
    );
    remember(a, paragraph, index);
  });

  const others = skillItems(plan.resume, said);
  if (others.length > 0)
    add(
      'more',
      PRIORITY.background,
      choose.pick('otherSkills', templates.otherSkills)(joinList(others)),
    );
  if (plan.languages.length >= 2)
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
  const texts = fillers.map((filler) => filler(slots));
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
