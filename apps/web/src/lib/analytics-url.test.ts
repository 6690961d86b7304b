import { describe, expect, it } from 'vitest';
import { redactPath, redactUrl } from './analytics-url.ts';

describe('redactUrl', () => {
  it('drops the sign-in code and state and keeps harmless parameters', () => {
    expect(
      redactUrl(
        'https://app.example/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&session_state=x&iss=https%3A%2F%2Fid.example&utm_source=mail',
      ),
    ).toBe('https://app.example/callback?utm_source=mail');
  });

  it.each([
    'token',
    'id_token',
    'access_token',
    'refresh_token',
    'error_description',
    'ERROR_DESCRIPTION',
    'Code',
  ])('drops %s whatever its case', (key) => {
    expect(redactUrl(`https://app.example/x?${key}=secret&page=2`)).toBe(
      'https://app.example/x?page=2',
    );
  });

  it('drops tokens carried in the fragment but keeps an anchor', () => {
    expect(redactUrl('https://app.example/cb#access_token=abc&token_type=Bearer')).toBe(
      'https://app.example/cb',
    );
    expect(redactUrl('https://app.example/about#team')).toBe('https://app.example/about#team');
  });

  it('keeps only the path of something that is not an address', () => {
    expect(redactUrl('not a url?code=abc')).toBe('not a url');
  });
});

describe('redactPath', () => {
  it('redacts a site-relative path', () => {
    expect(redactPath('/callback?code=abc&state=xyz')).toBe('/callback');
    expect(redactPath('/blog?page=2&id_token=eyJ')).toBe('/blog?page=2');
    expect(redactPath('/pricing')).toBe('/pricing');
  });
});
