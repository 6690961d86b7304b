import { z } from 'zod';

export const FONT_FAMILY_IDS = ['inter', 'source-serif-4', 'lato'] as const;
export const fontFamilyIdSchema = z.enum(FONT_FAMILY_IDS);
export type FontFamilyId = z.infer<typeof fontFamilyIdSchema>;

export const FONT_FAMILY_LABELS: Record<FontFamilyId, string> = {
  inter: 'Inter',
  'source-serif-4': 'Source Serif 4',
  lato: 'Lato',
};
