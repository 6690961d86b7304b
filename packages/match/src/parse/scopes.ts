// Parts of a posting's sentence that name a term without asking the candidate to bring it: an
// illustration ("tools such as SEMrush"), the employer's own things ("our Snowflake warehouse"),
// an aside in brackets, the detail of a duty after a colon, another team's work the role
// supports, a colleague ("working with a project manager") and a degree's open choice of field.
// Offsets are relative to the sentence.

export interface Span {
  start: number;
  end: number;
}

export const inSpans = (spans: Span[], at: number): boolean =>
  spans.some((s) => at >= s.start && at < s.end);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.&+#/-]*|[,;:!?()]|\.(?=\s|$)/gu;
// Words that end a noun phrase: prepositions, relative words and infinitive markers.
const PHRASE_END =
  /^(in|on|at|for|to|from|with|by|of|through|into|across|within|via|using|used|that|which|who|where|when|so|as|against|under|over|after|before|during|while|per|about|around|without|including)$/i;

function bracketAround(sentence: string, at: number): Span | undefined {
  const open = sentence.lastIndexOf('(', at);
  if (open < 0 || sentence.lastIndexOf(')', at) > open) return undefined;
  const close = sentence.indexOf(')', at);
  return { start: open, end: close < 0 ? sentence.length : close };
}

/** Everything inside brackets: an aside ("(monthly budget around $60k)"). */
export function asideSpans(sentence: string): Span[] {
  const out: Span[] = [];
  for (const m of sentence.matchAll(/\([^()]*\)?/g))
    out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

const LEADING_EXAMPLE =
  /\b(?:such as|e\.\s?g\.?|for example|for instance|(?<!\b(?:would|you|we|i|they|feel|feels|look|looks|seem|seems|'d)\s)like(?=\s+[A-Z0-9]))[:,]?\s*/gi;
const TRAILING_EXAMPLE =
  /,?\s*\b(?:or|and)\s+(?:similar|equivalent|comparable|the like|other similar)\b|,?\s*\betc\b\.?/gi;
const LIST_START = /[(:;]|\b(?:with|in|using|of|on|from|into)\s/gi;

/**
 * Illustrations: what follows "such as", "e.g.", "for example" or "like", and the list before
 * "or similar", "or equivalent" or "etc.". The posting names them to show the kind of thing it
 * means, so any one of them is at most a plus.
 */
export function exampleSpans(sentence: string): Span[] {
  const out: Span[] = [];
  for (const m of sentence.matchAll(LEADING_EXAMPLE)) {
    const from = m.index + m[0].length;
    const bracket = bracketAround(sentence, m.index);
    const stop = /[;)]|\.\s|\s[–—]\s/.exec(sentence.slice(from));
    const end = bracket ? bracket.end : stop ? from + stop.index : sentence.length;
    out.push({ start: from, end });
  }
  for (const m of sentence.matchAll(TRAILING_EXAMPLE)) {
    const bracket = bracketAround(sentence, m.index);
    let start = bracket?.start;
    if (start === undefined) {
      // Back to where the list begins: a bracket, a colon or the preposition that introduces it.
      start = 0;
      for (const l of sentence.slice(0, m.index).matchAll(LIST_START))
        start = l.index + l[0].length;
    }
    out.push({ start, end: m.index + m[0].length });
  }
  return out;
}

/**
 * The employer's own things: a noun phrase opened by "our" ("our Snowflake warehouse", "our
 * iOS, Android and web apps", "our adopted curriculum"). The phrase runs to the first preposition
 * or punctuation; a list inside it continues only over capitalised names.
 */
export function employerSpans(sentence: string): Span[] {
  const out: Span[] = [];
  for (const m of sentence.matchAll(/\bour\b/gi)) {
    const words = [...sentence.slice(m.index + m[0].length).matchAll(WORD)];
    const base = m.index + m[0].length;
    let end = base;
    let listed = false;
    for (let k = 0; k < words.length; k++) {
      const w = words[k]![0];
      const next = words[k + 1]?.[0] ?? '';
      if (w === ',' || /^(and|or|&)$/i.test(w)) {
        // "our iOS, Android and web apps": a list of names, not the next duty.
        if (!(/^\p{Lu}/u.test(next) || (listed && /^(and|or)$/i.test(w)))) break;
        if (w === ',') listed = true;
        continue;
      }
      if (/^[;:!?().]$/.test(w) || PHRASE_END.test(w)) break;
      end = base + words[k]!.index + w.length;
    }
    if (end > base) out.push({ start: m.index, end });
  }
  return out;
}

/** The detail of a duty after its colon ("technical SEO: keyword research, site audits"). */
export function detailSpans(sentence: string): Span[] {
  const colon = sentence.indexOf(':');
  return colon > 0 ? [{ start: colon + 1, end: sentence.length }] : [];
}

/**
 * The object of "support", "assist (with)" or "help (with)": another team's work the role helps
 * with ("Support accounts payable and accounts receivable with vendor reconciliations" supports
 * AP and AR, and does the reconciliations itself).
 */
export function supportedSpans(sentence: string): Span[] {
  const out: Span[] = [];
  for (const m of sentence.matchAll(
    /(?:^|[,;]\s*|\band\s+)(?:support|supports|assist|assists|help(?!\s+desk)|helps)(?:\s+(?:with|in|on))?\s+/gi,
  )) {
    const from = m.index + m[0].length;
    const words = [...sentence.slice(from).matchAll(WORD)];
    let end = from;
    for (const w of words) {
      if (/^[;:!?().,]$/.test(w[0]) || PHRASE_END.test(w[0])) break;
      end = from + w.index + w[0].length;
    }
    if (end > from) out.push({ start: from, end });
  }
  return out;
}

// People a posting names: the role's colleagues or the people it serves.
const PERSON =
  /^(?:managers?|assistants?|nurses?|supervisors?|engineers?|designers?|developers?|analysts?|coordinators?|representatives?|specialists?|technicians?|directors?|leads?|associates?|physicians?|doctors?|therapists?|teachers?|co-teachers?|accountants?|recruiters?|architects?|consultants?|administrators?|officers?|aides?|agents?|reps?)$/i;
const COLLEAGUE_LEAD =
  /\b(?:with|alongside|beside|under|to|for|supporting)((?:\s+[\w-]+,?){0,6})\s+$/i;

/**
 * A term written as a person ("project manager", "nursing assistants") after "with",
 * "alongside" or "to" names a colleague, not something the candidate must bring.
 */
export function isColleague(sentence: string, start: number, surface: string): boolean {
  const last = surface.trim().split(/\s+/).pop() ?? '';
  if (!PERSON.test(last)) return false;
  const lead = COLLEAGUE_LEAD.exec(sentence.slice(0, start));
  if (!lead) return false;
  // The words between the preposition and the term are a list of people ("a charge nurse,
  // nursing assistants"), not a new phrase ("to patients as a nurse").
  const between = (lead[1] ?? '').split(/[\s,]+/).filter(Boolean);
  return between.every((w) => !PHRASE_END.test(w));
}

/**
 * A degree's field when the posting leaves it open ("in Accounting or Finance", "in statistics,
 * economics or a related field"): the field is then the candidate's choice, not a requirement.
 */
export function openFieldSpans(sentence: string): Span[] {
  const out: Span[] = [];
  const leads = [
    ...sentence.matchAll(
      /\b(?:degree|diploma|bachelor'?s|master'?s|bachelors|masters|associate'?s\s+degree)\s+(?:degree\s+)?in\s+/gi,
    ),
    ...sentence.matchAll(/\b(?:B\.?S\.?|B\.?A\.?|M\.?S\.?|M\.?A\.?|BSc|MSc|MBA|Ph\.?D)\s+in\s+/g),
  ];
  for (const m of leads) {
    const from = m.index + m[0].length;
    const stop = /[;(]|\.\s|\s(?:from|with|and\s+\d|plus)\s/i.exec(sentence.slice(from));
    const end = stop ? from + stop.index : sentence.length;
    const field = sentence.slice(from, end);
    if (/\bor\b|,|\brelated\b|\bsimilar\b|\bequivalent\b/i.test(field))
      out.push({ start: from, end });
  }
  return out;
}

/** "Bachelor's degree or equivalent experience": the degree is one way to qualify, not a must. */
export function degreeOptional(sentence: string): boolean {
  return /\bor\s+(?:an?\s+)?(?:equivalent|comparable|relevant|related)\s+(?:combination|(?:\w+\s+){0,2}experience)|\bor\s+\d+\+?\s+years\b|\bin lieu of\b|\bequivalent (?:combination|(?:work |practical |professional )?experience)\b/i.test(
    sentence,
  );
}

/**
 * What a sentence rules out: the rest of the clause after "do not use", "not required", "no
 * need for", "nicht erforderlich", "pas de", "sin"... ("Our projects do not use PHP, Perl").
 */
export function negatedSpans(sentence: string): Span[] {
  const out: Span[] = [];
  for (const m of sentence.matchAll(
    /\b(?:do(?:es)? not (?:use|need|require)|don['’]t (?:use|need|require)|not (?:required|needed|necessary)|no need for|no (?:prior )?experience (?:in|with) \w+ (?:is )?(?:required|needed|necessary)|nicht (?:erforderlich|notwendig|nötig)|keine? \w+kenntnisse (?:erforderlich|notwendig)|pas (?:de|d['’])|n['’]est pas (?:requis|nécessaire)|no se requiere|sin necesidad de)\b/gi,
  )) {
    const from = m.index;
    const stop = /[;\]]|\.\s/.exec(sentence.slice(from + m[0].length));
    out.push({ start: from, end: stop ? from + m[0].length + stop.index : sentence.length });
  }
  return out;
}
