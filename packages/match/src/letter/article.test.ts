import { describe, expect, it } from 'vitest';
import { indefiniteArticle, withIndefiniteArticle } from './article.ts';

describe('indefiniteArticle', () => {
  it.each([
    ['SRE', 'an'],
    ['MBA in Finance', 'an'],
    ['HR Generalist', 'an'],
    ['RN', 'an'],
    ['FP&A Analyst', 'an'],
    ['LPN', 'an'],
    ['HTML email', 'an'],
    ['hour', 'an'],
    ['honest answer', 'an'],
    ['iOS Engineer', 'an'],
    ['Engineer', 'an'],
    ['8-week sprint', 'an'],
    ['11% lift', 'an'],
    ['18-month contract', 'an'],
    ['X-ray technician', 'an'],
    ['Uruguayan firm', 'a'],
    ['UX designer', 'a'],
    ['URL', 'a'],
    ['university', 'a'],
    ['Unix system', 'a'],
    ['user researcher', 'a'],
    ['European bank', 'a'],
    ['one-time fee', 'a'],
    ['REST API', 'a'],
    ['NASA contractor', 'a'],
    ['NICU nurse', 'a'],
    ['CPA', 'a'],
    ['Staff Accountant', 'a'],
    ['hospital', 'a'],
    ['100-bed unit', 'a'],
    ['unusual request', 'an'],
    ['uninstalled app', 'an'],
    ['umbrella policy', 'an'],
  ])('%s takes "%s"', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });

  it('writes the article before the phrase', () => {
    expect(withIndefiniteArticle('Operations Manager')).toBe('an Operations Manager');
    expect(withIndefiniteArticle('Data Analyst')).toBe('a Data Analyst');
  });
});
