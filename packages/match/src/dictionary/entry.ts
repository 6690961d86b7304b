import type { RequirementCategory } from '../types.ts';

export type Domain =
  | 'tech'
  | 'data'
  | 'health'
  | 'finance'
  | 'sales'
  | 'marketing'
  | 'education'
  | 'design'
  | 'engineering'
  | 'operations'
  | 'support'
  | 'hr'
  | 'general';

export type TermCategory = Exclude<RequirementCategory, 'experience'>;

export interface RowOptions {
  /** Only counted when the same text names other terms of these domains (ambiguous words). */
  ctx?: Domain[];
  /** The name itself only matches with its exact capitalisation ("RN", "Go", "Excel"). */
  cs?: boolean;
  /** Broader terms this one shows: Salesforce shows CRM, AutoCAD shows CAD. */
  p?: string[];
  /** Degree level: 1 associate, 2 bachelor, 3 master, 4 doctorate. */
  level?: number;
}

/** `[name, ...aliases, options?]`; an alias written `=X` matches only with that exact case. */
export type Row = readonly [string, ...(string | RowOptions)[]];

export interface TermEntry {
  id: string;
  name: string;
  category: TermCategory;
  domain: Domain;
  /** Lower-case spellings, matched on normalised tokens. */
  aliases: string[];
  /** Spellings matched with their exact case. */
  exact: string[];
  ctx?: Domain[];
  parents: string[];
  level?: number;
}

export interface EntryGroup {
  domain: Domain;
  category: TermCategory;
  rows: readonly Row[];
}

export function group(domain: Domain, category: TermCategory, rows: readonly Row[]): EntryGroup {
  return { domain, category, rows };
}

export function termId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
