import { describe, expect, it } from 'vitest';
import { asClause, capitalizeFirst, endSentence, joinList, stripArticle, tidy } from './text.ts';

describe('letter text helpers', () => {
  it('lists with commas and a final "and"', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['GAAP'])).toBe('GAAP');
    expect(joinList(['GAAP', 'NetSuite'])).toBe('GAAP and NetSuite');
    expect(joinList(['GAAP', 'NetSuite', 'Excel'])).toBe('GAAP, NetSuite and Excel');
    expect(joinList([' a ', '', 'b'], 'or')).toBe('a or b');
  });

  it('ends a sentence once, even after an abbreviation', () => {
    expect(endSentence('I joined Acme Inc.')).toBe('I joined Acme Inc.');
    expect(endSentence('I joined Acme')).toBe('I joined Acme.');
    expect(endSentence('Shall we talk?')).toBe('Shall we talk?');
    expect(endSentence('A list,')).toBe('A list.');
  });

  it('drops a leading article from a role', () => {
    expect(stripArticle('a Data Analyst')).toBe('Data Analyst');
    expect(stripArticle('The Head of Sales')).toBe('Head of Sales');
    expect(stripArticle('Analyst')).toBe('Analyst');
  });

  it('turns a resume line into a clause without its full stop, keeping "Inc."', () => {
    expect(asClause('• Cut costs 20%.')).toBe('Cut costs 20%');
    expect(asClause('Joined Acme Inc.')).toBe('Joined Acme Inc.');
    expect(asClause('Led the U.S.')).toBe('Led the U.S.');
  });

  it('capitalises the first letter only', () => {
    expect(capitalizeFirst('at iRobot, I led')).toBe('At iRobot, I led');
    expect(capitalizeFirst('"quoted" text')).toBe('"Quoted" text');
    expect(capitalizeFirst('élan')).toBe('Élan');
  });

  it('repairs template seams', () => {
    expect(tidy('I  joined Acme Inc.. Then ( ) more , words')).toBe(
      'I joined Acme Inc. Then more, words',
    );
    expect(tidy('the the role at at Acme')).toBe('the role at Acme');
    expect(tidy('the Accountant Position position')).toBe('the Accountant Position');
    expect(tidy('the theory and the other')).toBe('the theory and the other');
    expect(tidy('Wait...')).toBe('Wait...');
  });
});
