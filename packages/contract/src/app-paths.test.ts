import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths.ts';

describe('app paths', () => {
  it.each([
    '/',
    '/pricing',
    '/pricing/',
    '/my-resumes/8f1c0e',
    '/my-resumes/8f1c0e/apply',
    '/blog/category/resumes/page/2',
    '/blog/any-article',
    '/job-tracker/analytics',
  ])('knows %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/pricng',
    '/my-resumes/8f1c0e/apply/extra',
    '/job-tracker/unknown',
    '/settings/profile',
    '/wp-login.php',
    '/blog/a/b/c/d/e',
    '/%E0%A4%A',
    '//pricing',
  ])('does not know %s', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
