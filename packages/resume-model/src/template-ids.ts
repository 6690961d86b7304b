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

export type TemplateTier = 'free' | 'premium';

/** Which templates need Premium: a plan rule the API enforces, so it lives with the model. */
export const TEMPLATE_TIERS: Record<TemplateId, TemplateTier> = {
  classic: 'free',
  modern: 'free',
  executive: 'premium',
  minimal: 'premium',
  technical: 'premium',
  banner: 'premium',
  timeline: 'premium',
  ledger: 'premium',
};

export function isPremiumTemplate(id: TemplateId): boolean {
  return TEMPLATE_TIERS[id] === 'premium';
}
