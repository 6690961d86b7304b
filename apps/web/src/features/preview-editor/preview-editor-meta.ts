import type { PageMeta } from '@/lib/seo.ts';

/**
 * The try-out editor's title and description: the page sets them, and the build writes them
 * into the HTML served at /preview-editor, so search engines and link previews see this page's
 * own title and canonical address, not the home page's.
 */
export const PREVIEW_EDITOR_META = {
  title: 'Free Resume Builder — Try It Without an Account',
  description:
    'Write your resume with a live, page-accurate PDF preview and professional ATS-friendly templates. No account needed; sign up free to save it.',
} as const satisfies PageMeta;
