import { z } from 'zod';

// The format of the vocabulary's data files, checked by `dictionary.test.ts` (the engine reads
// the files without zod at run time).

const DOMAINS = [
  'tech',
  'data',
  'health',
  'finance',
  'sales',
  'marketing',
  'education',
  'design',
  'engineering',
  'operations',
  'support',
  'hr',
  'general',
] as const;

export const TermDataSchema = z
  .object({
    name: z.string().min(1),
    category: z.enum(['skill', 'tool', 'certification', 'degree', 'language', 'soft-skill']),
    domain: z.enum(DOMAINS),
    aliases: z.array(z.string().min(1)).optional(),
    caseSensitive: z.boolean().optional(),
    skillContext: z.array(z.string().min(1)).min(1).optional(),
    context: z.array(z.enum(DOMAINS)).min(1).optional(),
    parents: z.array(z.string().min(1)).optional(),
    level: z.number().int().min(0).max(4).optional(),
    source: z.string().min(3),
    examples: z.array(z.string().min(8)).min(1),
  })
  .strict();

export const TermFileSchema = z
  .object({ version: z.literal(1), terms: z.array(TermDataSchema) })
  .strict();
