import { describe, expect, it } from 'vitest';
import { importedTitle } from './imported-title.ts';

describe('the title of an imported resume', () => {
  it('names the person and their headline', () => {
    expect(
      importedTitle({ basics: { name: ' Ada  Nwosu ', label: 'Site Reliability Engineer' } }),
    ).toBe('Ada Nwosu — Site Reliability Engineer');
  });

  it('uses what there is, and says "Imported resume" when there is nothing', () => {
    expect(importedTitle({ basics: { name: 'Иван Петров' } })).toBe('Иван Петров');
    expect(importedTitle({ basics: { label: 'Data Analyst' } })).toBe('Data Analyst');
    expect(importedTitle({ basics: {} })).toBe('Imported resume');
    expect(importedTitle({})).toBe('Imported resume');
  });

  it('stays within the title limit, cut at a word', () => {
    const title = importedTitle({ basics: { name: 'Ada Nwosu', label: 'Engineer '.repeat(30) } });
    expect(title.length).toBeLessThanOrEqual(120);
    expect(title).toMatch(/Engineer…$/);
  });
});
