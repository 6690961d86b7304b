import {
  type TermHit,
  applyContext,
  documentDomains,
  findTermHits,
} from '../dictionary/find-terms.ts';
import { boundText } from '../text/bound-text.ts';
import { LANGUAGE_NAMES, detectLanguage } from '../text/detect-language.ts';
import { getDictionary } from '../dictionary/index.ts';
import { termId } from '../dictionary/entry.ts';
import { inSkillContext } from '../dictionary/skill-context.ts';
import { tokenize } from '../text/tokenize.ts';
import type { JobInput, ParsedJob } from '../types.ts';
import { type Mention, aggregate } from './aggregate.ts';
import { alternativeGroups } from './alternatives.ts';
import { splitClauses, splitSentences } from './cues.ts';
import { DEGREE_KEYS, DEGREE_NAMES, degreeLevels } from './degrees.ts';
import { YEARS_WORD, yearsAsked, yearsScope } from './experience.ts';
import { addPhraseRequirements } from './phrase-requirements.ts';
import { employerWords } from './employer-names.ts';
import {
  type Span,
  asideSpans,
  degreeOptional,
  detailSpans,
  employerSpans,
  exampleSpans,
  negatedSpans,
  inSpans,
  isColleague,
  openFieldSpans,
  supportedSpans,
} from './scopes.ts';
import {
  type LineInfo,
  guessTitle,
  importanceFor,
  normalizeText,
  readLines,
} from './posting-lines.ts';

// Where one item of a list ends and the next begins.
const LIST_BREAK = /[,;&]|\s(?:and|or|und|oder|et|ou|y|o)\s/i;

// Words that make a language name a requirement, in English, German, French and Spanish.
const LANGUAGE_CUE =
  /\b(fluent|fluency|bilingual|speak|speaks|speaking|spoken|proficien\w*|native|language|languages|conversational|written|verbal|oral|read and write|writing|speaking|technical|good|strong|excellent|professional|business|level|kenntniss\w*|fließend|verhandlungssicher|sprache\w*|courant|professionnel|niveau|langue\w*|lu,? écrit|parlé|nativo|fluido|idioma\w*)\b|\p{L}+kenntnisse\b/iu;
// Words of a sentence about the role or the candidate, in English, German, French and Spanish.
const ROLE_CUE =
  /\b(you|your|role|position|seeking|looking for|hiring|candidate|will|responsible|experience|du|dein|deine|ihre|aufgaben|vous|votre|vos|poste|mission|tâches|candidat|usted|tu|tus|puesto|funciones|candidato)\b/i;

// Words that make what follows them a plus, in English, German, French and Spanish.
const PREFERENCE_LEAD =
  /\b(?:preferably|ideally|idealerweise|vorzugsweise|wünschenswert|de préférence|idéalement|preferiblemente|preferentemente|idealmente)\b/i;

// Recently parsed postings: the same posting is scored again after every accepted change, and
// against every resume a user keeps. Results are never modified by their readers.
const CACHE_SIZE = 32;
const cache = new Map<string, ParsedJob>();

/** Parses a job posting into the requirements it states, with importance and source sentence. */
export function parseJob(job: JobInput): ParsedJob {
  const key = `${job.jobTitle ?? ''}\u0000${job.company ?? ''}\u0000${job.jobDescription ?? ''}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const parsed = parseUncached(job);
  cache.set(key, parsed);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return parsed;
}

function parseUncached(job: JobInput): ParsedJob {
  // Bounded first: every later step, the POS tagger included, reads at most this.
  const text = normalizeText(boundText(job.jobDescription ?? ''));
  const title = guessTitle(job, text);
  // The title line names the role, not a requirement; the title component compares it.
  const lines = readLines(text).filter(
    (l, i) => !(i === 0 && l.kind === 'intro' && title && l.text.trim() === title),
  );
  const hasHeadings = lines.some((l) => l.kind !== 'intro');
  const statesRequirements = lines.some((l) => l.kind === 'required');
  // Before the first heading, a posting usually introduces the company; only sentences about the
  // role or the candidate count there.
  const active = lines.filter(
    (l) =>
      l.kind !== 'ignore' &&
      (l.kind !== 'intro' || !hasHeadings || l.bullet || ROLE_CUE.test(l.text)),
  );
  // One tokenisation of the whole text; each sentence reads its own slice of it.
  const allTokens = tokenize(text);
  let cursor = 0;
  const sentences = active.flatMap((line) =>
    splitSentences(line.text).map((sentence) => {
      const start = line.offset + sentence.offset;
      const end = start + sentence.text.length;
      while (cursor < allTokens.length && allTokens[cursor]!.start < start) cursor++;
      let last = cursor;
      while (last < allTokens.length && allTokens[last]!.end <= end) last++;
      // A term named again in the same sentence adds nothing, and a keyword dump would
      // otherwise cost every later step one pass per repetition.
      const named = new Set<string>();
      const rawHits = findTermHits(text, allTokens.slice(cursor, last))
        .filter((h) => inSkillContext(text, h))
        .filter((h) => !named.has(h.entry.id) && named.add(h.entry.id))
        .map((h) => ({ ...h, start: h.start - start, end: h.end - start }));
      return { line, sentence, rawHits };
    }),
  );
  const domains = documentDomains(sentences.flatMap((s) => s.rawHits));
  // The employer's names, as given and as the posting speaks of itself.
  const companyWords = employerWords(lines, job.company, title);
  const mentions: Mention[] = [];
  let order = 0;

  for (const { line, sentence, rawHits } of sentences) {
    // A posting that states no requirements under a heading of their own asks for its duties.
    const requirementSection =
      line.kind === 'required' || line.kind === 'preferred' || !statesRequirements;
    const sentenceText = sentence.text.trim();
    const sentenceYears = yearsAsked(sentenceText);
    let yearsTaken = false;
    // Offsets relative to the sentence from here on.
    const sentenceHits = applyContext(rawHits, domains);
    const alternatives = alternativeGroups(sentence.text, sentence.offset, sentenceHits);
    const scopes = readScopes(sentence.text, requirementSection);
    for (const clause of splitClauses(sentence.text, sentence.offset)) {
      const importance = importanceFor(line, clause);
      const base = {
        importance,
        sentence: sentenceText,
        inRequirements: requirementSection,
        ...(line.heading ? { section: line.heading } : {}),
      };
      const from = clause.offset - sentence.offset;
      const to = from + clause.text.length;
      const hits = sentenceHits
        .filter((h) => h.start >= from && h.end <= to)
        .map((h) => ({ ...h, start: h.start - from, end: h.end - from }));
      const specificDegree = hits.some((h) => h.entry.category === 'degree');
      // "High level of English and preferably some Russian": the cue governs what follows it.
      const leadCueAt =
        clause.cue === 'preferred' ? PREFERENCE_LEAD.exec(clause.text)?.index : undefined;
      for (const hit of hits) {
        if (!keepHit(hit, line, clause.text, requirementSection)) continue;
        // The employer's own name ("Join Salesforce") is not a skill it asks for.
        if (companyWords.size > 0 && isCompanyName(hit.entry.name, companyWords)) continue;
        const at = from + hit.start;
        if (isColleague(sentence.text, at, hit.surface)) continue;
        // Named only to be ruled out ("our projects do not use PHP"): not asked for at all.
        if (inSpans(scopes.negated, at)) continue;
        const example = scopes.requirementExamples.find((e) => at >= e.start && at < e.end);
        // The kind the examples illustrate, when the sentence names it in the same item of its
        // list ("front-end development tools such as Babel, Webpack"; in "React and state
        // management libraries (such as Redux)" React is another item).
        const kind =
          example === undefined
            ? undefined
            : sentenceHits
                .filter(
                  (h) =>
                    h.start < example.start &&
                    !LIST_BREAK.test(sentence.text.slice(h.end, example.start)) &&
                    !scopes.requirementExamples.some((e) => h.start >= e.start && h.start < e.end),
                )
                .at(-1);
        const group = alternatives.get(clause.offset + hit.start);
        const secondary = group !== undefined && group.primary !== hit.entry.name;
        // In a requirements section the examples of a kind ("scripting languages like Groovy",
        // "SQL databases such as PostgreSQL, MySQL") are what a screener looks for: any one of
        // them meets the requirement, so they are one another's alternatives. A kind the
        // sentence names is the requirement, its examples a plus that also meets it ("SEO
        // experience with tools such as SEMrush").
        const exampleNames = example
          ? [
              ...(kind ? [kind.entry.name] : []),
              ...sentenceHits
                .filter((h) => h.start >= example.start && h.start < example.end)
                .map((h) => h.entry.name),
            ].filter((n) => n !== hit.entry.name)
          : [];
        mentions.push({
          ...base,
          importance:
            secondary || kind !== undefined || !asksFor(hit, at, scopes)
              ? 'preferred'
              : leadCueAt !== undefined && hit.start < leadCueAt
                ? importanceFor(line, { ...clause, cue: undefined })
                : importance,
          key: `term:${hit.entry.id}`,
          term: hit.entry.name,
          category: hit.entry.category,
          surface: hit.surface,
          order: order++,
          source: 'dictionary',
          ...(hit.entry.level ? { level: hit.entry.level } : {}),
          ...(group
            ? { alternatives: group.names.filter((n) => n !== hit.entry.name) }
            : exampleNames.length > 0
              ? { alternatives: exampleNames }
              : {}),
        });
      }
      const own = yearsAsked(clause.text);
      const years = own ?? (yearsTaken ? undefined : sentenceYears);
      // What the clause's own years are of ("in a lead or supervisory role").
      const scope = own !== undefined ? yearsScope(clause.text) : undefined;
      if (years !== undefined && YEARS_WORD.test(clause.text)) {
        yearsTaken = true;
        mentions.push({
          ...base,
          key: 'experience:years',
          term: `${years}+ years of experience`,
          category: 'experience',
          surface: clause.text.trim(),
          order: order++,
          years,
          source: 'pattern',
          ...(scope ? { scope } : {}),
        });
      }
      const levels = degreeLevels(clause.text);
      if (levels.length > 0 && !specificDegree && (requirementSection || line.kind === 'intro')) {
        const level = levels[0]!;
        mentions.push({
          ...base,
          // "Bachelor's degree or equivalent experience": one way to qualify among others.
          importance: degreeOptional(sentence.text) ? 'preferred' : importance,
          key: DEGREE_KEYS[level]!,
          term: DEGREE_NAMES[level]!,
          category: 'degree',
          surface: clause.text.trim(),
          order: order++,
          level,
          source: 'pattern',
        });
      }
    }
  }

  const activeSet = new Set(active);
  addPhraseRequirements(
    text,
    lines.filter((l) => activeSet.has(l) || l.kind !== 'intro'),
    mentions,
    companyWords,
    order,
    title,
  );
  addWrittenLanguage(text, mentions, order + 1_000_000);
  return { ...(title ? { title } : {}), requirements: aggregate(mentions) };
}

interface Scopes {
  examples: Span[];
  /** In requirements only: the examples, which count as requirements with alternatives. */
  requirementExamples: Span[];
  /** What the posting rules out ("we do not use PHP, Perl"). */
  negated: Span[];
  employer: Span[];
  openField: Span[];
  /** In duties only: asides in brackets and the detail of a duty after its colon. */
  dutyDetail: Span[];
  /** In duties only: another team's work the role supports. */
  supported: Span[];
}

function readScopes(sentence: string, requirementSection: boolean): Scopes {
  const examples = exampleSpans(sentence);
  return {
    examples: requirementSection ? [] : examples,
    requirementExamples: requirementSection ? examples : [],
    negated: negatedSpans(sentence),
    employer: employerSpans(sentence),
    openField: openFieldSpans(sentence),
    dutyDetail: requirementSection ? [] : [...asideSpans(sentence), ...detailSpans(sentence)],
    supported: requirementSection ? [] : supportedSpans(sentence),
  };
}

/**
 * Whether the posting asks the candidate to bring a term it names, or only mentions it: a soft
 * skill, the employer's own things ("our Snowflake warehouse"), and for skills and tools an
 * illustration ("such as SEMrush"), an open choice of degree field, and in duties an aside, a
 * detail after a colon or another team's work the role supports ("support accounts payable")
 * are at most a plus.
 */
function asksFor(hit: TermHit, at: number, scopes: Scopes): boolean {
  const { category } = hit.entry;
  // A resume cannot prove a soft skill by naming it, and recruiters do not screen on one.
  if (category === 'soft-skill') return false;
  if (inSpans(scopes.employer, at)) return false;
  if (category !== 'skill' && category !== 'tool') return true;
  if (inSpans(scopes.examples, at) || inSpans(scopes.openField, at)) return false;
  if (inSpans(scopes.dutyDetail, at)) return false;
  // "Support Windows laptops" is the role's own work; "support accounts payable" another team's.
  return !(category === 'skill' && inSpans(scopes.supported, at));
}

function keepHit(
  hit: TermHit,
  line: LineInfo,
  clause: string,
  requirementSection: boolean,
): boolean {
  const { category, name } = hit.entry;
  if (category === 'soft-skill') return requirementSection;
  if (category === 'language') {
    // The clause or its heading ("Langue : Anglais", "Languages") says it is about languages.
    const cued = LANGUAGE_CUE.test(clause) || LANGUAGE_CUE.test(line.heading ?? '');
    if (name === 'English' || name === 'Bilingual') return cued;
    return cued || requirementSection;
  }
  return line.kind !== 'ignore';
}

function isCompanyName(name: string, companyWords: Set<string>): boolean {
  return tokenize(name).every((t) => companyWords.has(t.norm));
}

/**
 * A posting written in another language than English asks, without saying so, for that
 * language: the team speaks it and the ad expects a reader of it.
 */
function addWrittenLanguage(text: string, mentions: Mention[], order: number): void {
  const language = detectLanguage(text);
  if (!language || language === 'en') return;
  const entry = getDictionary().byId.get(termId(LANGUAGE_NAMES[language]));
  if (!entry) return;
  const key = `term:${entry.id}`;
  const stated = mentions.filter((m) => m.key === key);
  if (stated.some((m) => m.importance === 'required')) return;
  mentions.push({
    key,
    term: entry.name,
    category: 'language',
    importance: 'required',
    sentence: `The posting is written in ${entry.name}.`,
    surface: entry.name,
    order,
    source: 'pattern',
    inRequirements: true,
  });
}
