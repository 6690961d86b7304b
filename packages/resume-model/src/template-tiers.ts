// Zod-free, so a page can tell a free template from a premium one before the schemas load.

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

export type TemplateId = (typeof TEMPLATE_IDS)[number];

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
