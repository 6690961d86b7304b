import { describe, expect, it } from 'vitest';
import { clauseCue, splitClauses } from './cues.ts';
import { degreeLevels } from './degrees.ts';
import { yearsAsked } from './experience.ts';
import { classifyHeading, readHeading } from './headings.ts';
import {
  degreeOptional,
  employerSpans,
  exampleSpans,
  isColleague,
  openFieldSpans,
  supportedSpans,
} from './scopes.ts';

const spanned = (text: string, spans: { start: number; end: number }[]) =>
  spans.map((s) => text.slice(s.start, s.end).trim());

describe('posting patterns', () => {
  it.each([
    ['Requirements', 'required'],
    ['Minimum Qualifications', 'required'],
    ["What you'll need", 'required'],
    ['Nice to have', 'preferred'],
    ['Preferred Qualifications', 'preferred'],
    ['Bonus points', 'preferred'],
    ["What you'll do", 'duties'],
    ['Benefits', 'ignore'],
    ['About Acme', 'ignore'],
    ['Our recruiting process', 'ignore'],
    ['Interview process', 'ignore'],
    ["What it's like to work for us", 'ignore'],
    ['Your contact person for this role', 'ignore'],
  ])('reads the heading "%s" as %s', (heading, kind) => {
    expect(classifyHeading(heading)).toBe(kind);
  });

  it('tells headings from content lines', () => {
    expect(readHeading('Requirements:')?.kind).toBe('required');
    expect(readHeading('## Nice to have')?.kind).toBe('preferred');
    expect(readHeading('Requirements: 5+ years of Python')).toMatchObject({
      kind: 'required',
      rest: '5+ years of Python',
    });
    expect(readHeading('Excellent communication skills')).toBeUndefined();
    expect(readHeading('- Strong skills in SQL')).toBeUndefined();
  });

  it.each([
    ['5+ years of experience with Python', 5],
    ['Minimum of three years in a clinical setting', 3],
    ['3-5 years of accounting experience', 3],
    ['At least 2 years working as a supervisor', 2],
    ['Experience: 4+ years', 4],
    ['Join a team that has grown for 10 years', undefined],
    ['Within 2 years you will lead a team', undefined],
  ])('reads the years asked in "%s"', (text, years) => {
    expect(yearsAsked(text)).toBe(years);
  });

  it.each([
    ["Bachelor's degree in Accounting", [2]],
    ["BS in Mechanical Engineering; Master's preferred", [2, 3]],
    ['MBA', [3]],
    ['PhD in Statistics', [4]],
    ['High school diploma or GED', [0]],
    ['Advanced MS Excel skills', []],
    ['Med-surg experience', []],
  ])('reads the degree levels in "%s"', (text, levels) => {
    expect(degreeLevels(text)).toEqual(levels);
  });

  it('carries a trailing cue back over a list and a leading one forward', () => {
    const trailing = splitClauses('Python, SQL, and Airflow are a plus', 0);
    expect(trailing.map((c) => c.cue)).toEqual(['preferred', 'preferred', 'preferred']);
    const leading = splitClauses('5+ years in retail, ideally in grocery', 0);
    expect(leading.map((c) => c.cue)).toEqual([undefined, 'preferred']);
    const split = splitClauses('2 years of experience; cost accounting is helpful', 0);
    expect(split.map((c) => c.cue)).toEqual([undefined, 'preferred']);
    expect(clauseCue('BLS required')).toBe('required');
    expect(clauseCue('Spanish is not required')).toBe('preferred');
  });

  it("reads illustrations, the employer's own things and supported work", () => {
    const such = 'Hands-on SEO experience with tools such as SEMrush or Ahrefs';
    expect(spanned(such, exampleSpans(such))).toEqual(['SEMrush or Ahrefs']);
    const similar = 'Experience with a WMS (Manhattan, Blue Yonder or similar) and RF scanners';
    expect(spanned(similar, exampleSpans(similar))).toEqual(['(Manhattan, Blue Yonder or similar']);
    expect(exampleSpans('You would like working here')).toEqual([]);
    const our = 'Own the design of features in our iOS, Android and web apps, from framing to UI';
    expect(spanned(our, employerSpans(our))).toEqual(['our iOS, Android and web apps']);
    const list = 'Maintain our Snowflake warehouse, write SQL and build reports';
    expect(spanned(list, employerSpans(list))).toEqual(['our Snowflake warehouse']);
    const support = 'Support accounts payable and accounts receivable with vendor reconciliations';
    expect(spanned(support, supportedSpans(support))).toEqual([
      'accounts payable and accounts receivable',
    ]);
    expect(supportedSpans('Help desk tickets for 600 staff')).toEqual([]);
  });

  it('tells a colleague from a role, and an open degree field from a set one', () => {
    const team = 'working with a charge nurse, nursing assistants and the wider care team';
    expect(isColleague(team, team.indexOf('nursing assistants'), 'nursing assistants')).toBe(true);
    const role = 'Provide care to patients as a nurse';
    expect(isColleague(role, role.indexOf('nurse'), 'nurse')).toBe(false);
    const open = "Bachelor's degree in statistics, economics or a related field";
    expect(spanned(open, openFieldSpans(open))).toEqual([
      'statistics, economics or a related field',
    ]);
    expect(openFieldSpans('BS in Mechanical Engineering')).toEqual([]);
    expect(openFieldSpans('Lead associates in picking, packing and shipping')).toEqual([]);
    expect(degreeOptional("Bachelor's degree or equivalent experience")).toBe(true);
    expect(degreeOptional('High school diploma or equivalent')).toBe(false);
  });
});
