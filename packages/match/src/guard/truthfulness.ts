import type { Resume } from '@resumio/resume-model';
import { applyContext, documentDomains, findTermHits } from '../dictionary/find-terms.ts';
import { DEGREE_NAMES, degreeLevels } from '../parse/degrees.ts';
import { normalizePhrase, normalizeToken, tokenize } from '../text/tokenize.ts';
import type { MatchOptions, UnsupportedFact, UnsupportedFactKind } from '../types.ts';
import { type ResumeFacts, numberKey, numberMentions, resumeFacts } from './resume-facts.ts';

const TITLE_NOUNS =
  'Engineer|Developer|Programmer|Manager|Director|Nurse|Accountant|Analyst|Specialist|Coordinator|Teacher|Representative|Executive|Supervisor|Technician|Consultant|Administrator|Officer|Assistant|Architect|Scientist|Designer|Associate|Lead|Head|VP|President|Controller|Clerk|Educator|Instructor|Planner|Recruiter|Generalist|Agent|Therapist|Pharmacist|Practitioner|Buyer|Auditor|Bookkeeper|Strategist|Writer|Editor|Producer|Founder|Partner|Paraprofessional|Operator|Driver|Handler|Dispatcher|Marketer|Owner';
// Capitalised words before a title noun, on one line; a word may open in lower case before a
// capital ("iOS Engineer"), but a match never starts inside a word ("OS" of "iOS").
const TITLE_RE = new RegExp(
  `(?<![\\w&/-])((?:(?:[A-Z]|[a-z]+[A-Z])[\\w&/-]*[^\\S\\n]+){0,4}(?:${TITLE_NOUNS})s?)\\b`,
  'g',
);
const SENIORITY = /^(senior|sr|lead|principal|chief|head|staff|junior|jr|associate|executive)$/i;
// Openers a rewritten sentence may use before a real title without claiming anything new.
const OPENERS = new Set([
  'experienced',
  'seasoned',
  'dedicated',
  'skilled',
  'a',
  'an',
  'the',
  'as',
  'former',
  'current',
]);

// Capitalised words that are not names: sentence furniture, months, days.
const NOT_NAMES = new Set(
  `i a an the and or of in on at for with to from by as is are was were be my our their this that these
  those skilled holds holding experienced seasoned dedicated also key skills summary about led built
  january february march april may june july august september october november december jan feb mar
  apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday present
  current years year experience including across over more than master bachelor associate doctorate
  degree diploma certificate`.split(/\s+/),
);
const EMPLOYER_LEAD = /\b(at|for|with|joined|from|by)\s*$/i;

// Words that lower a title: a resume that says "Assistant Store Manager" does not hold "Store
// Manager".
const LOWER_RANKS = new Set(
  ['assistant', 'associate', 'junior', 'jr', 'intern', 'trainee', 'apprentice', 'deputy'].map(
    normalizeToken,
  ),
);

/** The title appears in the resume on its own, not only as the end of a lower one. */
function heldWhole(normText: string, phrase: string): boolean {
  const needle = ` ${phrase} `;
  for (let at = normText.indexOf(needle); at >= 0; at = normText.indexOf(needle, at + 1)) {
    if (!LOWER_RANKS.has(normText.slice(0, at).split(' ').pop() ?? '')) return true;
  }
  return false;
}

function sentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/[\s"'(]+$/, '');
  return before === '' || /[.!?:;\n•\-–—]$/.test(before);
}

function kindOf(category: string): UnsupportedFactKind {
  if (
    category === 'tool' ||
    category === 'certification' ||
    category === 'language' ||
    category === 'degree'
  )
    return category;
  return 'skill';
}

/**
 * Facts in a proposed text that the original resume does not support: skills, tools,
 * certifications, languages, degrees, titles, employers and other names, dates and numbers.
 * Synonyms count as support ("Kubernetes" for a resume that says "K8s"), and so does a narrower
 * term ("CRM" for "Salesforce"); a broader one does not.
 */
export function checkTruthfulness(
  original: Resume,
  proposedText: string,
  options: MatchOptions = {},
): UnsupportedFact[] {
  return checkAgainstFacts(resumeFacts(original, options.now), proposedText);
}

/** The same check against facts read once, for a caller with many texts to check. */
export function checkAgainstFacts(facts: ResumeFacts, proposedText: string): UnsupportedFact[] {
  const text = proposedText ?? '';
  const out: UnsupportedFact[] = [];
  const seen = new Set<string>();
  const report = (kind: UnsupportedFactKind, what: string, reason: string) => {
    const key = `${kind}:${what.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, text: what, reason });
  };

  const tokens = tokenize(text);
  const rawHits = findTermHits(text, tokens);
  const domains = new Set([...facts.domains, ...documentDomains(rawHits)]);
  const hits = applyContext(rawHits, domains);
  const covered = new Set<number>();
  for (const hit of rawHits) for (let k = hit.start; k < hit.end; k++) covered.add(k);
  for (const hit of hits) {
    if (hit.entry.category === 'soft-skill' || facts.ids.has(hit.entry.id)) continue;
    report(
      kindOf(hit.entry.category),
      hit.surface,
      `The resume does not mention ${hit.entry.name}.`,
    );
  }

  for (const n of numberMentions(text)) {
    const raw = text.slice(n.index, n.index + n.length).trim();
    const after = text.slice(n.index + n.length, n.index + n.length + 12);
    // "2,000 requests" is a count: a year is written without a thousands separator.
    const isYear = n.unit === '' && n.scale === '' && /^(19|20)\d{2}$/.test(raw);
    if (isYear) {
      if (!facts.years.has(n.value)) report('date', raw, `The resume has no date in ${n.value}.`);
      continue;
    }
    if (n.unit === '' && /^\+?\s*(years?|yrs?)\b/i.test(after)) {
      const stated = new RegExp(`\\b${n.value}\\+?\\s*(years?|yrs?)\\b`, 'i').test(facts.text);
      const withinDates = Number(n.value) <= Math.floor(facts.totalYears + 1 / 24);
      // An open-ended job with no reference date has no known length: the dates cannot refute it.
      if (withinDates || stated || facts.openEnded) continue;
      report(
        'number',
        `${raw} years`,
        `The resume's dates add up to ${Math.floor(facts.totalYears)} years, not ${n.value}.`,
      );
      continue;
    }
    const supported =
      n.unit || n.scale ? facts.numbers.has(numberKey(n)) : facts.numbers.has(n.value);
    if (!supported) report('number', raw, `The resume does not state ${raw}.`);
  }

  const specificDegree = hits.some((h) => h.entry.category === 'degree');
  if (!specificDegree) {
    for (const level of degreeLevels(text)) {
      if (level > facts.degreeLevel && !facts.mentionedDegreeLevels.has(level))
        report(
          'degree',
          DEGREE_NAMES[level]!,
          `The resume's education shows no ${DEGREE_NAMES[level]}.`,
        );
    }
  }

  const titleSpans = new Set<number>();
  for (const m of text.matchAll(TITLE_RE)) {
    const words = m[1]!.split(/\s+/);
    while (words.length > 1 && OPENERS.has(words[0]!.toLowerCase())) words.shift();
    // "Holds Registered Nurse": a sentence's first word is not part of the title unless it is a rank.
    if (
      words.length > 2 &&
      sentenceStart(text, m.index) &&
      !SENIORITY.test(words[0]!) &&
      !LOWER_RANKS.has(normalizeToken(words[0]!))
    )
      words.shift();
    const phrase = words.join(' ');
    for (let k = m.index; k < m.index + m[0].length; k++) titleSpans.add(k);
    if (heldWhole(facts.normText, normalizePhrase(phrase))) continue;
    if (
      hits.some(
        (h) =>
          h.start <= m.index + m[0].length - phrase.length &&
          h.end >= m.index + m[0].length &&
          facts.ids.has(h.entry.id),
      )
    )
      continue;
    report('title', phrase, `The resume never holds the title "${phrase}".`);
  }

  // Names: runs of capitalised words that are neither dictionary terms nor titles. Letters of any
  // script count ("Université", "Québec"), and so do "+" and "#" ("CompTIA Network+").
  // Inner dots only ("Node.js"): a run of names stops at the end of a sentence, and at the end
  // of a line (the items of a list are separate).
  for (const m of text.matchAll(
    /(?<![\p{L}\p{N}_])\p{Lu}[\p{L}\p{N}_&'+#-]*(?:\.[\p{L}\p{N}_&'+#-]+)*(?:[^\S\n]+(?:&[^\S\n]+)?\p{Lu}[\p{L}\p{N}_&'+#-]*(?:\.[\p{L}\p{N}_&'+#-]+)*)*/gu,
  )) {
    const words = [...m[0].matchAll(/\S+/g)].map((w) => ({
      word: w[0].replace(/[.'’]+$|['’]s$/g, ''),
      index: m.index + w.index,
    }));
    // The first word of a sentence is capitalised anyway ("Led", "Skilled"), unless a name follows.
    if (sentenceStart(text, m.index)) words.shift();
    let segment: { word: string; index: number }[] = [];
    const flush = () => {
      if (segment.length === 0) return;
      const phrase = segment.map((w) => w.word).join(' ');
      const norm = normalizePhrase(phrase);
      const start = segment[0]!.index;
      segment = [];
      if (!norm || facts.normText.includes(` ${norm} `)) return;
      const employer = EMPLOYER_LEAD.test(text.slice(0, start));
      report(employer ? 'employer' : 'name', phrase, `The resume does not mention "${phrase}".`);
    };
    for (const w of words) {
      const skip =
        covered.has(w.index) ||
        titleSpans.has(w.index) ||
        NOT_NAMES.has(w.word.toLowerCase()) ||
        w.word === '&';
      if (skip) flush();
      else segment.push(w);
    }
    flush();
  }
  return out;
}
