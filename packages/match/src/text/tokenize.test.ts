import { describe, expect, it } from 'vitest';
import { normalizePhrase, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('keeps names with symbols and splits on hyphens and slashes', () => {
    expect(tokenize('C++, C#, Node.js, R&D, CI/CD and month-end close.').map((t) => t.raw)).toEqual(
      ['C++', 'C#', 'Node.js', 'R&D', 'CI', 'CD', 'and', 'month', 'end', 'close'],
    );
  });

  it('gives character offsets into the text', () => {
    const text = 'Built APIs in Go.';
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.raw);
  });

  it('brings plurals, verb forms and abbreviations with dots together', () => {
    expect(normalizePhrase('negotiated contracts')).toBe(normalizePhrase('negotiating contract'));
    expect(normalizePhrase('Administered medications')).toBe(
      normalizePhrase('administer medication'),
    );
    expect(normalizePhrase('planned lessons')).toBe(
      normalizePhrase('lesson planning').split(' ').reverse().join(' '),
    );
    expect(normalizePhrase('B.S.')).toBe('bs');
    expect(normalizePhrase('REST APIs and KPIs')).toBe(normalizePhrase('REST API and KPI'));
    expect(normalizePhrase('apis')).toBe('apis');
  });

  it('keeps nouns apart from the verbs they look like', () => {
    expect(normalizePhrase('accounting')).not.toBe(normalizePhrase('account'));
    expect(normalizePhrase('marketing')).not.toBe(normalizePhrase('market'));
  });
});
