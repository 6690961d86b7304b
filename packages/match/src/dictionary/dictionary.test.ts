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
    ['CompTIA Security+', 'CompTIA Security+'],
    ['Network+', 'CompTIA Network+'],
    ['Certified Information Systems Security Professional', 'CISSP'],
    ['AZ-104', 'Azure Administrator Associate'],
    ['SwiftUI', 'SwiftUI'],
    ['Jetpack Compose', 'Jetpack Compose'],
    ['real-time operating systems', 'RTOS'],
    ['SystemVerilog', 'Verilog'],
    ['Montessori', 'Montessori'],
    ['PTCB', 'Certified Pharmacy Technician'],
    ['Foley catheters', 'Urinary Catheterization'],
    ['Westlaw', 'Westlaw'],
    ['sales and operations planning', 'Demand Planning'],
    ['PRINCE2', 'PRINCE2'],
    ['lockout/tagout', 'Lockout/Tagout'],
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

  it('reads plain "Oracle" as the database only in capitals and beside technical terms', () => {
    expect(termsIn('Tuned queries on Oracle and PostgreSQL with Docker')).toContain(
      'Oracle Database',
    );
    expect(termsIn('Oracle is one of our largest customers')).not.toContain('Oracle Database');
    expect(termsIn('an oracle of wisdom with Python and Docker')).not.toContain('Oracle Database');
  });

  it('keeps ambiguous abbreviations to their field', () => {
    expect(termsIn('Built a RAG pipeline with LangChain, pgvector and Python')).toContain(
      'Retrieval-Augmented Generation',
    );
    expect(termsIn('Report RAG status to stakeholders and manage the budget')).not.toContain(
      'Retrieval-Augmented Generation',
    );
    expect(termsIn('Licensed OTR/L providing patient care with EMR documentation')).toContain(
      'Occupational Therapist License',
    );
    expect(termsIn('OTR truck driver with a Class A CDL')).not.toContain(
      'Occupational Therapist License',
    );
    expect(termsIn('AWS certified welder, MIG and TIG welding')).toContain('AWS Certified Welder');
    expect(termsIn('AWS certified welder, MIG and TIG welding')).not.toContain('AWS Certification');
  });

  it('does not read everyday words as tools', () => {
    expect(termsIn('We meet with a weekly cadence and attack problems with gusto')).toEqual([]);
    expect(termsIn('A+ customer service')).not.toContain('CompTIA A+');
    expect(termsIn('Bootstrap the new team; a great notion')).toEqual([]);
  });

  it('keeps capital acronyms ending in S apart from the shorter ones', () => {
    expect(termsIn('Built SSRS reports on SQL Server with Python')).toContain('SSRS');
    expect(termsIn('Next.js with SSR and Docker on AWS')).not.toContain('SSRS');
    expect(termsIn('Firmware on an RTOS in C for ARM microcontrollers')).toContain('RTOS');
    expect(termsIn('Hybrid work: RTOs are set with Python and Docker teams')).not.toContain('RTOS');
  });

  it('does not read the industry a posting is in as a skill', () => {
    expect(termsIn('A hospitality group with twelve hotels')).toEqual([]);
    expect(termsIn('Partner with merchandising and finance on forecasts')).not.toContain(
      'Retail Merchandising',
    );
    expect(termsIn('Shared calendar with the team, weekly stock counts')).toEqual([]);
  });

  it('reads a skill’s word, not every form of it', () => {
    expect(termsIn('Handled collections and invoicing for 300 accounts')).toContain(
      'Accounts Receivable',
    );
    expect(termsIn('Built a data collection pipeline')).not.toContain('Accounts Receivable');
    expect(termsIn('Led branding for three product lines')).toContain('Brand Management');
    expect(termsIn('Shipped branded apps for 12 brands')).not.toContain('Brand Management');
    expect(termsIn('Estimating and bid preparation for commercial work')).toContain(
      'Cost Estimating',
    );
    expect(termsIn('Cut an estimated 40% of page load time')).not.toContain('Cost Estimating');
  });

  it('has no parent that points to an unknown term', () => {
    const { entries, byId } = getDictionary();
    for (const e of entries) for (const p of e.parents) expect(byId.has(p)).toBe(true);
  });
});
