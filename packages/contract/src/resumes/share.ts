import { z } from 'zod';

/**
 * Public resume links (`/r/{slug}`): the owner's view of a link, what the owner may change, and
 * the views per day. See docs/decisions/047-public-resume-links.md.
 */

/** The public page's path for a slug; the web app and the API build links the same way. */
export const sharePath = (slug: string) => `/r/${slug}`;

/**
 * A slug the owner chooses (Premium): lower-case letters, digits and single hyphens, 3–40
 * characters, starting and ending with a letter or digit — readable aloud and safe in a URL.
 */
export const CUSTOM_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;
export const CustomSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    CUSTOM_SLUG_PATTERN,
    'Use 3–40 lower-case letters, digits and single hyphens, starting and ending with a letter or digit.',
  );

export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 128;
/** How many days of views the owner sees. */
export const SHARE_VIEW_DAYS = 30;

export const shareStatuses = ['active', 'expired'] as const;
export const ShareStatusSchema = z.enum(shareStatuses);
export type ShareStatus = z.infer<typeof ShareStatusSchema>;

export const ResumeShareSchema = z.object({
  slug: z.string(),
  /** The page's path (`/r/{slug}`); the client puts its own origin in front. */
  path: z.string(),
  customSlug: z.boolean(),
  hasPassword: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
  allowPdf: z.boolean(),
  /** Whether search engines may index the page; `noindex` unless the owner opts in. */
  indexable: z.boolean(),
  status: ShareStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ResumeShare = z.infer<typeof ResumeShareSchema>;

export const ShareViewDaySchema = z.object({
  day: z.iso.date(),
  views: z.number().int().nonnegative(),
});
export type ShareViewDay = z.infer<typeof ShareViewDaySchema>;

export const ShareViewsSchema = z.object({
  /** Every view of the live link since it was made. */
  total: z.number().int().nonnegative(),
  /** The last SHARE_VIEW_DAYS UTC days with at least one view, oldest first. */
  days: z.array(ShareViewDaySchema),
});
export type ShareViews = z.infer<typeof ShareViewsSchema>;

export const ResumeShareResponseSchema = z.object({
  /** The resume's live link, or null when it has none (never made, or revoked). */
  share: ResumeShareSchema.nullable(),
  views: ShareViewsSchema,
});
export type ResumeShareResponse = z.infer<typeof ResumeShareResponseSchema>;

/**
 * Creates the resume's link or changes its settings. `slug`: a custom slug (Premium), or null for
 * a random one; absent keeps the current slug. `password`: a new password, null to remove it,
 * absent to keep it. `expiresAt`: null for no expiry; must lie in the future.
 */
export const SaveResumeShareRequestSchema = z.object({
  slug: CustomSlugSchema.nullable().optional(),
  password: z.string().min(SHARE_PASSWORD_MIN).max(SHARE_PASSWORD_MAX).nullable().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  allowPdf: z.boolean().optional(),
  indexable: z.boolean().optional(),
});
export type SaveResumeShareRequest = z.infer<typeof SaveResumeShareRequestSchema>;

/** The signed-in user's live links, for the resume cards: one row per shared resume. */
export const ResumeShareSummarySchema = z.object({
  resumeId: z.string(),
  path: z.string(),
  status: ShareStatusSchema,
  totalViews: z.number().int().nonnegative(),
});
export type ResumeShareSummary = z.infer<typeof ResumeShareSummarySchema>;

export const ListResumeSharesResponseSchema = z.object({
  items: z.array(ResumeShareSummarySchema),
});
export type ListResumeSharesResponse = z.infer<typeof ListResumeSharesResponseSchema>;
