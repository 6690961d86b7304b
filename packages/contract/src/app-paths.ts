/**
 * Every address the web app has a page for, in the router's pattern syntax (`:name` is one segment).
 * The server answers any other address with the not-found page and status 404; the web app's
 * router is tested against this list so the two cannot drift apart.
 */
export const APP_PATH_PATTERNS = [
  '/',
  '/login',
  '/register',
  '/callback',
  '/forgot-password',
  '/confirm-email',
  '/extension/signed-in',
  '/save-job',
  '/ai-resume-builder',
  '/preview-editor',
  '/blog',
  '/blog/page/:page',
  '/blog/category/:category',
  '/blog/category/:category/page/:page',
  '/blog/:slug',
  '/contact',
  '/about',
  '/pricing',
  '/terms',
  '/privacy',
  '/cookies',
  '/dashboard',
  '/resume',
  '/my-resumes',
  '/my-resumes/:id',
  '/my-resumes/:id/apply',
  '/resumes',
  '/cover-letters',
  '/cover-letters/:id',
  '/job-tracker',
  '/job-tracker/analytics',
  '/subscription',
  '/settings',
  '/settings/security',
] as const;

const splitPath = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = APP_PATH_PATTERNS.map(splitPath);

/** Whether the web app has a page at `path` (no query; one trailing slash allowed, as the router). */
export function isAppPath(path: string): boolean {
  let segments: string[];
  try {
    segments = splitPath(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return false;
  }
  if (path.includes('//')) return false;
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
