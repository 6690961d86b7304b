import { z } from 'zod';
import { documentLanguageSchema } from './document-language.ts';
import { fontFamilyIdSchema } from './font-ids.ts';
import { MAX_FONT_SIZE, MIN_FONT_SIZE } from './limits.ts';

export const PAGE_SIZES = ['A4', 'Letter'] as const;
export const pageSizeSchema = z.enum(PAGE_SIZES);
export type PageSize = z.infer<typeof pageSizeSchema>;

/** Page margins in PDF points (1/72 inch). */
export const marginsSchema = z.object({
  horizontal: z.number().min(18).max(108).default(44),
  vertical: z.number().min(18).max(108).default(38),
});

export const designSchema = z.object({
  accentColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, 'Use a hex colour such as #1f3a5f')
    .default('#1f3a5f'),
  fontFamily: fontFamilyIdSchema.default('inter'),
  /** Body text size in points; headings scale from it. */
  fontSize: z.number().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE).default(10),
  lineHeight: z.number().min(1).max(2).default(1.35),
  /** Multiplier for the space between sections and entries. */
  spacing: z.number().min(0.5).max(2).default(1),
  margins: marginsSchema.prefault({}),
  pageSize: pageSizeSchema.default('A4'),
  fitToOnePage: z.boolean().default(false),
  showPageNumbers: z.boolean().default(false),
  /**
   * The language the document is written in, for the words the product adds (headings,
   * "Present", months); unset, it is read from the resume's own text.
   */
  language: documentLanguageSchema.optional(),
});
export type Design = z.infer<typeof designSchema>;
export type DesignInput = z.input<typeof designSchema>;
export const defaultDesign: Design = designSchema.parse({});
