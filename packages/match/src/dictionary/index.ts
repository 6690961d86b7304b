import { type TermEntry, termId } from './entry.ts';
import { normalizeToken, tokenize } from '../text/tokenize.ts';
import { type TermData, readTermFiles } from './term-file.ts';

export type { Domain, TermEntry, TermCategory } from './entry.ts';

export interface AliasPattern {
  entry: TermEntry;
  /** Normalised tokens (case-insensitive) or raw tokens (exact case). */
  tokens: string[];
  exact: boolean;
}

export interface Dictionary {
  entries: TermEntry[];
  byId: Map<string, TermEntry>;
  /** Patterns keyed by their first token (normalised, or raw for exact-case ones). */
  byFirst: Map<string, AliasPattern[]>;
  /** Every id with the ids it shows through `parents`, transitively. */
  implied: Map<string, string[]>;
}

function buildEntry(term: TermData): { entry: TermEntry; parentNames: string[] } {
  const aliases = new Set<string>();
  const exact = new Set<string>();
  if (term.caseSensitive) exact.add(term.name);
  else aliases.add(term.name.toLowerCase());
  for (const alias of term.aliases ?? []) {
    if (alias.startsWith('=')) exact.add(alias.slice(1));
    else aliases.add(alias.toLowerCase());
  }
  const entry: TermEntry = {
    id: termId(term.name),
    name: term.name,
    category: term.category,
    domain: term.domain,
    aliases: [...aliases],
    exact: [...exact],
    parents: [],
    ...(term.context ? { ctx: term.context } : {}),
    ...(term.skillContext
      ? { skillContext: term.skillContext.map((w) => normalizeToken(w.toLowerCase())) }
      : {}),
    ...(term.level ? { level: term.level } : {}),
  };
  return { entry, parentNames: term.parents ?? [] };
}

function build(): Dictionary {
  const entries: TermEntry[] = [];
  const byId = new Map<string, TermEntry>();
  const pending: [TermEntry, string[]][] = [];
  for (const { file, data } of readTermFiles()) {
    for (const term of data.terms) {
      const { entry, parentNames } = buildEntry(term);
      if (byId.has(entry.id)) throw new Error(`Duplicate dictionary entry ${entry.id} in ${file}`);
      byId.set(entry.id, entry);
      entries.push(entry);
      pending.push([entry, parentNames]);
    }
  }
  for (const [entry, names] of pending) {
    for (const parentName of names) {
      const parent = byId.get(termId(parentName));
      if (!parent) throw new Error(`Unknown parent ${parentName} of ${entry.name}`);
      entry.parents.push(parent.id);
    }
  }
  const byFirst = new Map<string, AliasPattern[]>();
  const add = (pattern: AliasPattern) => {
    const first = pattern.tokens[0];
    if (first === undefined) return;
    const list = byFirst.get(first) ?? [];
    list.push(pattern);
    byFirst.set(first, list);
  };
  for (const entry of entries) {
    const seen = new Set<string>();
    for (const alias of entry.aliases) {
      const tokens = tokenize(alias).map((t) => t.norm);
      const key = tokens.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      add({ entry, tokens, exact: false });
    }
    for (const alias of entry.exact) {
      add({ entry, tokens: tokenize(alias).map((t) => t.raw), exact: true });
    }
  }
  // Longest patterns first, so "lean six sigma" wins over "lean" at the same position.
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const implied = new Map<string, string[]>();
  const walk = (id: string, out: Set<string>) => {
    for (const parent of byId.get(id)?.parents ?? []) {
      if (out.has(parent)) continue;
      out.add(parent);
      walk(parent, out);
    }
  };
  for (const entry of entries) {
    const out = new Set<string>();
    walk(entry.id, out);
    implied.set(entry.id, [...out]);
  }
  return { entries, byId, byFirst, implied };
}

let dictionary: Dictionary | undefined;

/** The curated skills dictionary, indexed once on first use. */
export function getDictionary(): Dictionary {
  dictionary ??= build();
  return dictionary;
}

export { normalizeToken };
