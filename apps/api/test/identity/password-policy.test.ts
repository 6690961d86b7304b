import { describe, expect, it } from 'vitest';
import { commonPasswords } from '../../src/adapters/identity/embedded/common-passwords.ts';
import { passwordProblem } from '../../src/adapters/identity/embedded/password-policy.ts';

describe('password policy', () => {
  it('ships about a thousand common passwords, all lowercase and at least 8 characters', () => {
    expect(commonPasswords.size).toBe(1000);
    for (const password of commonPasswords) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it.each([
    ['Correct-Horse-Battery', undefined],
    ['eight ch', undefined],
    ['ünïcødé!', undefined],
    ['seven77', 'Use at least 8 characters.'],
    ['', 'Use at least 8 characters.'],
    ['😀😀😀😀😀😀😀', 'Use at least 8 characters.'],
    ['x'.repeat(257), 'Use at most 256 characters.'],
    ['password', 'This password is too common. Choose something harder to guess.'],
    ['PASSWORD', 'This password is too common. Choose something harder to guess.'],
    ['Qwerty123', 'This password is too common. Choose something harder to guess.'],
    [' iloveyou ', 'This password is too common. Choose something harder to guess.'],
    ['baseball', 'This password is too common. Choose something harder to guess.'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses the email address as the password, whatever its case', () => {
    expect(passwordProblem('Ada@Example.com', { email: 'ada@example.com' })).toBe(
      "Your password can't be your email address.",
    );
    expect(passwordProblem('ada@example.org', { email: 'ada@example.com' })).toBeUndefined();
  });
});
