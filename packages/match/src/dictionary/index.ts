import { type EntryGroup, type Row, type RowOptions, type TermEntry, termId } from './entry.ts';
import { normalizeToken, tokenize } from '../text/tokenize.ts';
import { BUSINESS_TERMS } from './terms-business.ts';
import { DATA_TERMS } from './terms-data.ts';
import { GENERAL_TERMS } from './terms-general.ts';
import { HEALTH_TERMS } from './terms-health.ts';
import { SERVICES_TERMS } from './terms-services.ts';
import { SOFTWARE_TERMS } from './terms-software.ts';
import { TRADES_TERMS } from './terms-trades.ts';

export type { Domain, TermEntry, TermCategory } from './entry.ts';

const GROUPS: EntryGroup[] = [
  ...SOFTWARE_TERMS,
  ...DATA_TERMS,
  ...HEALTH_TERMS,
  ...BUSINESS_TERMS,
  ...TRADES_TERMS,
  ...SERVICES_TERMS,
  ...GENERAL_TERMS,
];

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

function buildEntry(row: Row, g: EntryGroup): { entry: TermEntry; parentNames: string[] } {
  const [name, ...rest] = row;
  const options: RowOptions = (rest.find((r) => typeof r === 'object') as RowOptions) ?? {};
  const aliases = new Set<string>();
  const exact = new Set<string>();
  if (options.cs) exact.add(name);
  else aliases.add(name.toLowerCase());
  for (const alias of rest) {
    if (typeof alias !== 'string') continue;
    if (alias.startsWith('=')) exact.add(alias.slice(1));
    else aliases.add(alias.toLowerCase());
  }
  const entry: TermEntry = {
    id: termId(name),
    name,
    category: g.category,
    domain: g.domain,
    aliases: [...aliases],
    exact: [...exact],
    parents: [],
    ...(options.ctx ? { ctx: options.ctx } : {}),
    ...(options.level ? { level: options.level } : {}),
  };
  return { entry, parentNames: options.p ?? [] };
}

function build(): Dictionary {
  const entries: TermEntry[] = [];
  const byId = new Map<string, TermEntry>();
  const pending: [TermEntry, string[]][] = [];
  for (const g of GROUPS) {
    for (const row of g.rows) {
      const { entry, parentNames } = buildEntry(row, g);
      if (byId.has(entry.id)) throw new Error(`Duplicate dictionary entry ${entry.id}`);
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
