import { readFileSync, readdirSync } from 'node:fs';
import type { Domain, TermCategory } from './entry.ts';

// The vocabulary lives in data files (`packages/match/data/terms/*.json`), one term per object:
// a contributor adds a term by adding an object, without touching code. `schema.ts` describes the
// format and a test validates every file against it.

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

export const TERMS_DIR = new URL('../../data/terms/', import.meta.url);

/** Every data file of the vocabulary, in name order so ids and precedence never depend on the disk. */
export function readTermFiles(): { file: string; data: TermFile }[] {
  return readdirSync(TERMS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      data: JSON.parse(readFileSync(new URL(file, TERMS_DIR), 'utf8')) as TermFile,
    }));
}
