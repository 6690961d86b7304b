import { pastTense } from './past-tense.ts';
import { asClause } from './text.ts';

// A resume bullet reads as what the candidate did ("Reconciled 45 accounts…"), or as a noun
// phrase ("Top performer in 2022…"). Only the first can follow "I"; the second is quoted after a
// colon. No tagger: the common action verbs of resumes and the "-ed" ending decide, which is
// faster and, on resume bullets, more reliable than a general part-of-speech model.

const VERBS = new Set(
  `achieve act adapt add address administer advise advocate align analyze analyse answer apply arrange assess assist attend audit
  automate balance boost brief build calculate care chair champion chart clean close coach code collaborate collect
  compile complete compose conduct configure consolidate construct consult contribute control convert coordinate
  counsel create cultivate curate cut debug decrease define deliver deploy design develop diagnose differentiate direct document
  double draft drive edit educate eliminate enable engineer enhance ensure enter establish estimate evaluate execute expand
  facilitate field file fix forecast foster generate greet grow guide handle help hire identify implement improve increase
  inspect install instruct integrate interpret interview introduce investigate keep label launch lead lift log
  maintain manage map market measure mentor migrate model monitor motivate move negotiate onboard open operate
  optimize optimise orchestrate organize organise oversee own partner perform pick pilot plan post precept prepare
  present price prioritize process produce program promote propose prospect prototype provide publish purchase
  raise rebuild receive recommend reconcile record recruit redesign reduce refactor release remodel render renew
  repair report research reshape resolve restore restructure review revise rewrite run save scale schedule screen
  secure sell serve set ship shoot simplify size solve source spearhead sponsor staff standardize start stock
  streamline strengthen structure supervise supply support survey sustain take teach test track train transform
  translate treat triage troubleshoot tutor turn unify unload update upgrade use validate verify visit win work write`.split(
    /\s+/,
  ),
);
const IRREGULAR_PAST = new Set(
  `built ran led wrote set kept took taught won drove cut grew made sold met held gave found brought began
  oversaw rebuilt rewrote shot spent stood sent understood withdrew undertook put read saw chose fed fought
  flew froze hung laid lent lost overcame paid rode rose sought shook sang spoke spun struck swept swam told
  thought threw trod woke wore wove`.split(/\s+/),
);
// Past forms that open a line about what was done to the candidate, not by them.
const PASSIVE = new Set(
  `awarded recognized recognised promoted selected nominated honored honoured chosen appointed
  invited ranked rated certified commended shortlisted elected granted`.split(/\s+/),
);
// Words ending in "-ed" that open resume lines as adjectives ("Registered nurse…").
const ADJECTIVES = new Set(
  `registered licensed certified experienced skilled detailed dedicated advanced seasoned qualified
  accomplished talented motivated organized organised results-driven self-motivated bilingual`.split(
    /\s+/,
  ),
);
// Action verbs that are also everyday nouns: "Staff scheduling…", "Program managed…".
const NOUNISH = new Set(
  `design process log program staff size query report schedule track post support review record plan model
  test map market field label price chart file screen survey source partner pilot turn work act care pick`.split(
    /\s+/,
  ),
);

/** An action verb in its base form ("reconcile", "differentiate"). */
export function isVerb(word: string): boolean {
  return VERBS.has(word) && !NOUNISH.has(word);
}

export interface Clause {
  /** The bullet as written, without its closing full stop. */
  text: string;
  /** The bullet after "I", in the past tense: "Manages a team" → "managed a team". */
  predicate?: string;
}

function baseOfThirdPerson(word: string): string | undefined {
  if (!word.endsWith('s')) return undefined;
  const candidates = [word.slice(0, -1), word.slice(0, -2), word.replace(/ies$/, 'y')];
  return candidates.find((c) => VERBS.has(c));
}

/** The word as a past-tense verb, or undefined when it does not read as one. */
function asPastVerb(
  word: string,
  next: string,
  afterNext: string,
  thirdPerson: boolean,
): string | undefined {
  const lower = word.toLowerCase();
  if (IRREGULAR_PAST.has(lower)) return lower;
  if (VERBS.has(lower)) {
    // "Staff scheduling…" and "Design and print…" are nouns; "Design and build…" is two verbs.
    const nounPhrase =
      NOUNISH.has(lower) && (/(?:ing|ed)$/.test(next) || (next === 'and' && !VERBS.has(afterNext)));
    return nounPhrase ? undefined : pastTense(lower);
  }
  if (/[a-z]ed$/.test(lower)) return ADJECTIVES.has(lower) ? undefined : lower;
  const base = thirdPerson ? baseOfThirdPerson(lower) : undefined;
  return base ? pastTense(base) : undefined;
}

/**
 * A resume line split into the form a template needs. `thirdPerson`: "Manages a team" is the
 * candidate's doing (a job's line), not a thing's ("Handles 2,000 requests" of a project).
 */
export function readClause(line: string, thirdPerson = true): Clause {
  const text = asClause(line);
  const words = text.split(' ');
  const first = words[0] ?? '';
  // A capitalised word other than a sentence opener (an acronym, a brand) is not a verb here.
  if (!/^[A-Z][a-z]+(?:-[a-z]+)?$/.test(first) || words.length < 2) return { text };
  const verb = asPastVerb(
    first,
    (words[1] ?? '').toLowerCase(),
    (words[2] ?? '').toLowerCase().replace(/,$/, ''),
    thirdPerson,
  );
  if (!verb) return { text };
  // "Awarded in Q1 …" is done to the candidate: "I was awarded in Q1 …".
  if (PASSIVE.has(verb)) return { text, predicate: ['was', verb, ...words.slice(1)].join(' ') };
  const out = [verb, ...words.slice(1)];
  // "Design and build…", "Plan, run and report…": the verbs that follow take the tense too.
  for (let i = 1; i < out.length - 1; i++) {
    const joined = /,$/.test(out[i - 1]!) || /^(?:and|or)$/.test(out[i]!);
    if (!joined) break;
    const k = /^(?:and|or)$/.test(out[i]!) ? i + 1 : i;
    const word = out[k]!.replace(/,$/, '');
    if (!VERBS.has(word) && !IRREGULAR_PAST.has(word)) break;
    const past = VERBS.has(word) ? pastTense(word) : word;
    out[k] = out[k]!.endsWith(',') ? `${past},` : past;
    i = k;
  }
  return { text, predicate: out.join(' ') };
}
