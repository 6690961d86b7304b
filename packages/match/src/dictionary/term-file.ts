import software from '../../data/terms/10-software.json' with { type: 'json' };
import data from '../../data/terms/20-data.json' with { type: 'json' };
import health from '../../data/terms/30-health.json' with { type: 'json' };
import business from '../../data/terms/40-business.json' with { type: 'json' };
import trades from '../../data/terms/50-trades.json' with { type: 'json' };
import services from '../../data/terms/60-services.json' with { type: 'json' };
import general from '../../data/terms/70-general.json' with { type: 'json' };
import type { Domain, TermCategory } from './entry.ts';

// The vocabulary lives in data files (`packages/match/data/terms/*.json`), one term per object:
// a contributor adds a term by adding an object, without touching code. `schema.ts` describes the
// format and a test validates every file against it. The files are imported, not read from disk,
// so the API's bundle carries them; a new file of a new field is one line below.

export interface TermData {
  /** The canonical name shown to users. */
  name: string;
  category: TermCategory;
  domain: Domain;
  /** Other spellings, matched on normalised tokens; `=X` matches only with that exact case. */
  aliases?: string[];
  /** The name itself only matches with its exact capitalisation ("RN", "Go", "Excel"). */
  caseSensitive?: boolean;
  /** Only counted when the same text names other terms of these domains (ambiguous words). */
  context?: Domain[];
  /**
   * Spellings that are everyday words too ("closing", "networking", "excel", "supervision"):
   * written so, the term counts only in a skill context (a skills list, "experience with",
   * "knowledge of"). Its other spellings ("closing deals", "golang") count anywhere.
   */
  skillContext?: string[];
  /** Names of broader terms this one shows: Salesforce shows CRM, AutoCAD shows CAD. */
  parents?: string[];
  /** Degree level: 1 associate, 2 bachelor, 3 master, 4 doctorate. */
  level?: number;
  /** Where the term comes from: a list, a standard, a posting set (figures, never copied text). */
  source: string;
  /** At least one sentence showing the term used as a requirement. */
  examples: string[];
}

export interface TermFile {
  version: 1;
  terms: TermData[];
}

const FILES: Record<string, unknown> = {
  '10-software.json': software,
  '20-data.json': data,
  '30-health.json': health,
  '40-business.json': business,
  '50-trades.json': trades,
  '60-services.json': services,
  '70-general.json': general,
};

/** Every data file of the vocabulary, in name order so ids and precedence never depend on the disk. */
export function readTermFiles(): { file: string; data: TermFile }[] {
  return Object.keys(FILES)
    .sort()
    .map((file) => ({ file, data: FILES[file] as TermFile }));
}
