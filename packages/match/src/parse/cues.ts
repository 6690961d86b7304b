import type { Importance } from '../types.ts';

const PREFERRED_CUE =
  /\b(a plus|is a plus|are a plus|big plus|plus\b(?=\s*[.!)]|\s*$)|preferred|preferably|prefer|nice[\s-]to[\s-]have|bonus|ideally|desired|desirable|advantage|advantageous|helpful|not required|optional|would be great|an asset|beneficial|good to have|welcome|is a bonus)/i;
const REQUIRED_CUE =
  /\b(must|required|requires|require|mandatory|essential|minimum|at least|need to have|needs to have|necessary|you have|you bring|proven)\b/i;

/** The importance a clause's own words give, if any. */
export function clauseCue(clause: string): Importance | undefined {
  if (PREFERRED_CUE.test(clause)) return 'preferred';
  if (REQUIRED_CUE.test(clause)) return 'required';
  return undefined;
}

export interface Clause {
  text: string;
  /** Offset of the clause in its line. */
  offset: number;
  cue: Importance | undefined;
}

/**
 * A cue at the start of a clause ("ideally in retail", "must have Python") carries forward to
 * the clauses after it; one at the end ("SQL and Airflow are a plus") carries back to the list
 * before it.
 */
function cueLeads(clause: string): boolean {
  return /^\s*(\S+\s+){0,1}(ideally|preferably|bonus|plus|must|required|requires|minimum|at least|nice)/i.test(
    clause,
  );
}

/**
 * A sentence cut at semicolons and commas, each part with the cue that governs it: its own, else
 * the next one in the sentence ("Python, SQL and Airflow are a plus"), else the previous one
 * ("Must have: Python, SQL").
 */
export function splitClauses(sentence: string, offset: number): Clause[] {
  const out: Clause[] = [];
  // A semicolon joins independent statements: cues do not travel across it.
  for (const segment of sentence.matchAll(/[^;]+/g)) {
    const parts: Clause[] = [];
    for (const m of segment[0].matchAll(/[^,]+/g)) {
      if (!m[0].trim()) continue;
      parts.push({ text: m[0], offset: offset + segment.index + m.index, cue: clauseCue(m[0]) });
    }
    const own = parts.map((p) => p.cue);
    const leads = parts.map((p) => cueLeads(p.text));
    for (let i = 0; i < parts.length; i++) {
      if (own[i]) continue;
      const k = own.findIndex((c, j) => j > i && c !== undefined);
      const next = k >= 0 && !leads[k] ? own[k] : undefined;
      const previous = own
        .slice(0, i)
        .reverse()
        .find((c) => c !== undefined);
      parts[i]!.cue = next ?? previous;
    }
    out.push(...parts);
  }
  return out;
}

/** Sentences of a line with their offsets. */
export function splitSentences(line: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let start = 0;
  // A dot followed by a letter ("Node.js") is not a sentence end; a dot and a space is.
  for (const m of line.matchAll(/[.!?]+\s+/g)) {
    const end = m.index + m[0].length;
    out.push({ text: line.slice(start, end), offset: start });
    start = end;
  }
  if (line.slice(start).trim()) out.push({ text: line.slice(start), offset: start });
  return out;
}
