import { z } from 'zod';
import { TEMPLATE_IDS } from './template-tiers.ts';

export {
  DEFAULT_TEMPLATE_ID,
  TEMPLATE_IDS,
  TEMPLATE_TIERS,
  type TemplateId,
  type TemplateTier,
  isPremiumTemplate,
} from './template-tiers.ts';

export const templateIdSchema = z.enum(TEMPLATE_IDS);
