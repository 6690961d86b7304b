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
  /** Normalised spellings that count only in a skill context. */
  skillContext?: string[];
  parents: string[];
  level?: number;
}

export function termId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
