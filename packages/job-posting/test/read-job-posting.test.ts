import { describe, expect, it } from 'vitest';
import { readJobPosting } from '../src/read-job-posting.ts';
import { fixture } from './fixture.ts';

// Pages written for these tests from the schema.org JobPosting definition, in the shapes job
// boards publish. The same pages are read through the DOM in collect-page-parts.test.ts.

describe('readJobPosting (fetched HTML, as the server reads it)', () => {
  it('reads a plain JobPosting object: company, place, salary range, closing day, HTML description', () => {
    expect(readJobPosting(fixture('plain-object'), 'https://www.northwind.example/jobs/1')).toEqual(
      {
        company: 'Northwind Payments',
        role: 'Senior Backend Engineer',
        location: 'Berlin, Germany',
        remotePolicy: null,
        salaryMin: 70000,
        salaryMax: 90000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
        postingUrl: 'https://www.northwind.example/jobs/1',
        source: 'northwind.example',
        jobDescription:
          'You will build the services that move money.\n- Go & PostgreSQL\n- On call one week in six',
        deadlineOn: '2026-12-31',
        readFrom: 'structured-data',
      },
    );
  });

  it('finds the posting in a @graph, with an array @type, an organisation list and an hourly value', () => {
    const draft = readJobPosting(fixture('graph'), 'https://jobs.fabrikam.example/search?q=design');
    expect(draft).toMatchObject({
      company: 'Fabrikam',
      role: 'Product Designer',
      remotePolicy: 'remote',
      salaryMin: 55,
      salaryMax: 55,
      salaryCurrency: 'CAD',
      salaryPeriod: 'hour',
      // The posting's own address wins over the page it was found on.
      postingUrl: 'https://jobs.fabrikam.example/design/42',
      source: 'jobs.fabrikam.example',
      readFrom: 'structured-data',
    });
  });

  it('finds the posting in an array after a broken block; the first place; a reversed range is put right', () => {
    const draft = readJobPosting(fixture('array'), 'https://board.example/job/9');
    expect(draft).toMatchObject({
      company: 'Contoso',
      role: 'Data Analyst',
      location: 'Lisbon, PT',
      remotePolicy: 'hybrid',
      salaryMin: 3200,
      salaryMax: 3200,
      salaryPeriod: 'month',
      readFrom: 'structured-data',
    });
  });

  it('reads an escaped HTML description and entities in names as plain text', () => {
    const draft = readJobPosting(fixture('html-description'), 'https://tailspin.example/staff');
    expect(draft.role).toBe('Staff Engineer & Tech Lead');
    expect(draft.company).toBe('Tailspin & Co');
    expect(draft.location).toBe('Austin, TX, US');
    expect(draft.jobDescription).toBe(
      'About the role\nLead a team of six.\nWhat you bring\n- Kubernetes\n- Terraform\n\nSalary: $180k–$210k',
    );
  });

  it('falls back to the title, site name and main text (without navigation) on a page without JSON-LD', () => {
    expect(readJobPosting(fixture('no-json-ld'), 'https://careers.litware.example/w/7')).toEqual({
      company: 'Litware',
      role: 'Warehouse Lead',
      location: null,
      remotePolicy: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      postingUrl: 'https://careers.litware.example/w/7',
      source: 'careers.litware.example',
      jobDescription:
        'Warehouse Lead\nRun the night shift at our Leeds warehouse.\n- Forklift licence\n- Team of twelve',
      deadlineOn: null,
      readFrom: 'page-text',
    });
  });
});
