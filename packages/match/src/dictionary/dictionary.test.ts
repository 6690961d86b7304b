import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize.ts';
import { applyContext, documentDomains, findTermHits } from './find-terms.ts';
import { getDictionary } from './index.ts';
import { lookupTerm } from './lookup-term.ts';

function termsIn(text: string): string[] {
  const hits = findTermHits(text, tokenize(text));
  return applyContext(hits, documentDomains(hits)).map((h) => h.entry.name);
}

describe('skills dictionary', () => {
  it('covers several hundred terms across many fields', () => {
    const { entries } = getDictionary();
    expect(entries.length).toBeGreaterThanOrEqual(400);
    const domains = new Set(entries.map((e) => e.domain));
    for (const d of [
      'tech',
      'data',
      'health',
      'finance',
      'sales',
      'marketing',
      'education',
      'design',
      'engineering',
      'operations',
      'support',
      'hr',
    ]) {
      expect(domains).toContain(d);
    }
  });

  it.each([
    ['k8s', 'Kubernetes'],
    ['RN', 'Registered Nurse'],
    ['Microsoft Excel', 'Excel'],
    ['JS', 'JavaScript'],
    ['EMR', 'Electronic Health Records'],
    ['SFDC', 'Salesforce'],
    ['search engine optimization', 'SEO'],
    ['AutoCAD', 'AutoCAD'],
    ['lean six sigma', 'Six Sigma'],
    ['forklifts', 'Forklift Operation'],
    ['Class A CDL', 'CDL'],
    ['Project Management Professional', 'PMP'],
    ['GA4', 'Google Analytics'],
    ['lesson plans', 'Lesson Planning'],
    ['IEPs', 'Individualized Education Programs'],
    ['behavior management', 'Classroom Management'],
    ['Certified Public Accountant', 'CPA'],
    ['generally accepted accounting principles', 'GAAP'],
  ])('reads %s as %s', (spelling, name) => {
    expect(lookupTerm(spelling)?.name).toBe(name);
  });

  it('reads "RN" only in capitals', () => {
    expect(termsIn('Registered nurse (RN) on a busy unit')).toContain('Registered Nurse');
    expect(termsIn('turn the rn knob')).not.toContain('Registered Nurse');
  });

  it('reads "Go" as the language only beside other technical terms', () => {
    expect(termsIn('Built services in Go with PostgreSQL and Docker')).toContain('Go');
    expect(termsIn('Go above and beyond for guests at the front desk')).not.toContain('Go');
    expect(termsIn('Ready to go the extra mile with Python and Docker')).not.toContain('Go');
  });

  it('reads "R" only as a word of its own in analytics text', () => {
    expect(termsIn('Statistical modeling in R and Python with pandas')).toContain('R');
    expect(termsIn('Led R&D budgeting for the plant')).not.toContain('R');
    expect(termsIn('Grade R students')).not.toContain('R');
  });

  it('tells the tool from the verb', () => {
    expect(termsIn('Built reports in Excel')).toContain('Excel');
    expect(termsIn('You will excel in a fast-paced team')).not.toContain('Excel');
    expect(termsIn('Applied Lean principles on the line')).toContain('Lean');
    expect(termsIn('a lean team of five')).not.toContain('Lean');
  });

  it('has no parent that points to an unknown term', () => {
    const { entries, byId } = getDictionary();
    for (const e of entries) for (const p of e.parents) expect(byId.has(p)).toBe(true);
  });
});
