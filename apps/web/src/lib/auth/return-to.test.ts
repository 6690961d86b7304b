import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps same-origin relative paths with query and hash', () => {
    expect(safeReturnTo('/my-resumes/1/apply?x=1#top')).toBe('/my-resumes/1/apply?x=1#top');
  });

  it.each([
    undefined,
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('falls back to /dashboard for %s', (value) => {
    expect(safeReturnTo(value)).toBe('/dashboard');
  });

  it('builds login and register links', () => {
    expect(loginPath('/settings?a=b')).toBe('/login?returnTo=%2Fsettings%3Fa%3Db');
    expect(loginPath('/x', 'register')).toBe('/register?returnTo=%2Fx');
  });
});
