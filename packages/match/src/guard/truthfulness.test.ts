import { describe, expect, it } from 'vitest';
import { backendResume } from '../testing/fixtures.ts';
import { checkTruthfulness } from './truthfulness.ts';

const kinds = (text: string) => checkTruthfulness(backendResume, text).map((f) => f.kind);

describe('checkTruthfulness', () => {
  it('accepts the resume’s own facts, synonyms and broader terms', () => {
    expect(
      checkTruthfulness(
        backendResume,
        'Built payment services in Go deployed to Kubernetes (K8s).',
      ),
    ).toEqual([]);
    expect(
      checkTruthfulness(backendResume, 'Cut report latency 20% by tuning PostgreSQL indexes.'),
    ).toEqual([]);
    expect(
      checkTruthfulness(
        backendResume,
        'Software Engineer with 7 years of experience at Quillpay and Bitforge.',
      ),
    ).toEqual([]);
  });

  it('rejects a new employer', () => {
    const facts = checkTruthfulness(backendResume, 'Built payment services at Stripe.');
    expect(facts).toEqual([expect.objectContaining({ kind: 'employer', text: 'Stripe' })]);
  });

  it('rejects a skill the resume never shows', () => {
    expect(kinds('Built payment services in Rust and Terraform.')).toEqual(['skill', 'tool']);
  });

  it('rejects a certification', () => {
    expect(kinds('Holds the PMP and is a Certified Kubernetes Administrator.')).toContain(
      'certification',
    );
  });

  it('rejects an inflated number', () => {
    const facts = checkTruthfulness(
      backendResume,
      'Cut report latency 40% by tuning Postgres indexes.',
    );
    expect(facts).toEqual([expect.objectContaining({ kind: 'number', text: '40%' })]);
  });

  it('rejects a year the resume does not have, and inflated years of experience', () => {
    expect(kinds('Joined Quillpay in 2016.')).toEqual(['date']);
    expect(kinds('Software Engineer with 12 years of experience.')).toEqual(['number']);
  });

  it('rejects an inflated title and a degree not earned', () => {
    expect(kinds('Principal Software Engineer at Quillpay.')).toEqual(['title']);
    expect(kinds("Holds a Master's degree in Computer Science.")).toEqual(['degree']);
  });

  it('rejects a headline with a title the resume never held, or without its lower rank', () => {
    // The resume's titles are Software Engineer and Junior Developer.
    expect(kinds('Platform Engineer – Payments')).toEqual(['title']);
    expect(kinds('Senior Software Engineer')).toEqual(['title']);
    expect(kinds('Developer with 7 years of experience')).toEqual(['title']);
    expect(checkTruthfulness(backendResume, 'Software Engineer – Payment Services')).toEqual([]);
    const assistant = {
      work: [{ name: 'HomeCraft', position: 'Assistant Store Manager', highlights: ['Ran it.'] }],
    };
    expect(kindsOf(assistant, 'Store Manager')).toEqual(['title']);
    expect(checkTruthfulness(assistant, 'Assistant Store Manager')).toEqual([]);
  });

  it('rejects a broader claim from a narrower fact but not the reverse', () => {
    const salesforce = {
      work: [{ name: 'Acme', highlights: ['Managed pipeline in Salesforce.'] }],
    };
    expect(checkTruthfulness(salesforce, 'Kept CRM records current.')).toEqual([]);
    const crm = { work: [{ name: 'Acme', highlights: ['Kept CRM records current.'] }] };
    expect(
      checkTruthfulness(crm, 'Kept records current in Salesforce.').map((f) => f.kind),
    ).toEqual(['tool']);
  });

  it('reads a title that opens in lower case whole, and list items apart', () => {
    const ios = {
      work: [
        { name: 'Tern', position: 'Senior iOS Engineer', highlights: ['Built SwiftUI screens.'] },
      ],
      skills: [{ name: 'Apple', keywords: ['Core Data', 'XCTest'] }],
    };
    expect(checkTruthfulness(ios, 'Senior iOS Engineer with a focus on offline storage.')).toEqual(
      [],
    );
    expect(kindsOf(ios, 'Principal iOS Engineer at Tern.')).toEqual(['title']);
    expect(checkTruthfulness(ios, 'XCTest\nCore Data')).toEqual([]);
  });
});

const kindsOf = (resume: Parameters<typeof checkTruthfulness>[0], text: string) =>
  checkTruthfulness(resume, text).map((f) => f.kind);
