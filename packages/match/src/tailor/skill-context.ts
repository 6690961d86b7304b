// Whether a place in the resume proves a skill, read from how the word is used there. A word
// that is also everyday English ("Excel", "Closing", "Networking", "Head", "Design") or a brand
// ("Surf Excel", "Close up") proves nothing on its own: only a list of skills, a tool cue
// ("using Excel", "MS Excel", "Excel models") or an enumeration of other skills does. Tailoring
// and letters add a skill only on such proof.

/** Words before a tool's name that make it the tool: "using Excel", "in MS Excel". */
const CUES = new Set(
  `using use used uses with in via through on into ms microsoft proficient proficiency knowledge
  skilled skills expertise experience experienced familiar advanced tools tool software built wrote
  developed programmed configured administered automated deployed`.split(/\s+/),
);
/** Words after a tool's name that make it the tool: "Excel skills", "Networking concepts". */
const FOLLOWERS = new Set(
  `skills skill knowledge experience expertise proficiency certification certified programming
  development scripts scripting models modelling modeling macros spreadsheets sheets formulas
  reports dashboards pipelines configuration administration concepts protocols fundamentals
  principles tools framework frameworks library libraries language languages techniques`.split(
    /\s+/,
  ),
);
/** Everyday words the dictionary also holds as skills: proof needs a skill context. */
const EVERYDAY = new Set(
  `excel word access outlook teams office project closing close networking network head design
  planning forecasting supervision security leadership writing research testing support training
  teaching coaching mentoring recruiting negotiation communication presentation presentations
  reporting budgeting scheduling editing cleaning cooking driving lifting safety quality compliance
  operations strategy analysis analytics marketing sales polish premiere vital landscaping
  prospecting hunting sourcing screening onboarding filing billing coding modeling modelling
  drafting sketch canvas express spring swift rust ruby chef puppet go lean unity epic sage flask
  lever greenhouse slack zoom outreach inventor react angular shell bash git agile scrum kanban
  cybersecurity management administration accounting finance engineering development`.split(/\s+/),
);

const PLAIN_WORD = /^\p{L}[\p{Ll}-]*$|^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u;

/**
 * An everyday-looking spelling: one word of plain letters in lower case, or capitalised and an
 * everyday word or a word of action or kind ("-ing", "-ion", "-ment"). "NetSuite", "AWS",
 * "Node.js", "C++" and phrases of two names are distinctive and need no context.
 */
export function everydayWord(surface: string): boolean {
  const word = surface.trim();
  if (!PLAIN_WORD.test(word)) return false;
  const lower = word.toLowerCase();
  // Written in lower case in prose, a word is the sentence's own ("solar array facilities").
  if (word === lower) return true;
  return EVERYDAY.has(lower) || /(?:ing|ion|ment|ship|ies)$/.test(lower);
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}+#.&-]+/u).filter(Boolean);

/**
 * Whether `surface` at `start..end` of `text` is used as a skill. A skills-list entry that is the
 * word (or names it among a few words) is a skill; in prose an everyday word needs a tool cue or
 * a list around it, and a capitalised word next to it makes a name of both ("Surf Excel",
 * "Close Up").
 */
export function inSkillContext(
  text: string,
  start: number,
  end: number,
  listEntry: boolean,
): boolean {
  const surface = text.slice(start, end);
  const before = text.slice(0, start);
  const after = text.slice(end);
  const prev = /([\p{L}\p{N}+#.&-]+)[^\S\n]*$/u.exec(before)?.[1] ?? '';
  const next = /^[^\S\n]*([\p{L}\p{N}+#&-]+)/u.exec(after)?.[1] ?? '';
  const sentenceStart = before.trim() === '' || /[.!?:;•\n]\s*$/.test(before);
  // A brand or a name around the word: "Surf Excel", "Excel Industries", "Close Up".
  const capital = (w: string) => /^\p{Lu}\p{Ll}+$/u.test(w);
  const cueBefore = CUES.has(prev.toLowerCase());
  // The word before opens the sentence ("Handled accounts payable"): capitalised as a sentence's
  // first word, not as a name.
  const beforePrev = before.replace(/[^\S\n]*$/, '').slice(0, -prev.length);
  const prevOpens = beforePrev.trim() === '' || /[.!?:;•\n(]\s*$/.test(beforePrev);
  if (capital(prev) && !cueBefore && !sentenceStart && !prevOpens) return false;
  if (capital(next) && !FOLLOWERS.has(next.toLowerCase()) && !/^[,;/]/.test(after)) {
    if (everydayWord(surface)) return false;
  }
  // "Close up", "Head of", "Design of": a particle or "of" after an everyday word makes it a verb
  // or a noun of the sentence.
  if (everydayWord(surface) && /^[^\S\n]*(up|down|out|off|of|over|on)\b/i.test(after)) return false;
  if (!everydayWord(surface)) return true;
  if (listEntry) {
    // The whole entry or a short entry around it: "MS Excel", "Excel (advanced)".
    return wordsOf(text).length <= 4;
  }
  if (cueBefore || FOLLOWERS.has(next.toLowerCase())) return true;
  // One item of an enumeration: "Excel, Tableau and SQL".
  const listed = /[,/|]\s*$/.test(before) || /^\s*[,/|]/.test(after);
  return listed && !sentenceStart;
}
