import { z } from 'zod';

// Listed here rather than read from the template registry so the document model never
// depends on rendering code.
export const TEMPLATE_IDS = [
  'classic',
  'modern',
  'executive',
  'minimal',
  'technical',
  'banner',
  'timeline',
  'ledger',
] as const;

export const templateIdSchema = z.enum(TEMPLATE_IDS);
export type TemplateId = z.infer<typeof templateIdSchema>;
export const DEFAULT_TEMPLATE_ID: TemplateId = 'classic';
