import { describe, expect, it } from 'vitest';
import { formValuesOf, toCreateJob } from '../src/job-form.ts';
import { normaliseServerUrl } from '../src/settings.ts';

const draft = {
  company: 'Northwind',
  role: 'Backend Engineer',
  location: 'Berlin, Germany',
  remotePolicy: 'hybrid' as const,
  salaryMin: 70000,
  salaryMax: 90000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'year' as const,
  postingUrl: 'https://boards.example/jobs/1',
  source: 'boards.example',
  jobDescription: 'Build payment services.',
  deadlineOn: '2026-12-31',
  readFrom: 'structured-data' as const,
};

describe('the popup form', () => {
  it('sends what was read, as corrected, with the site as source', () => {
    const values = {
      ...formValuesOf(draft),
      role: ' Senior Backend Engineer ',
      salaryMin: '75,000',
    };
    expect(toCreateJob(values, draft)).toEqual({
      ok: true,
      job: {
        company: 'Northwind',
        role: 'Senior Backend Engineer',
        location: 'Berlin, Germany',
        remotePolicy: 'hybrid',
        salaryMin: 75000,
        salaryMax: 90000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
        postingUrl: 'https://boards.example/jobs/1',
        source: 'boards.example',
        jobDescription: 'Build payment services.',
        deadlineOn: '2026-12-31',
      },
    });
  });

  it('names each field the tracker would refuse', () => {
    const values = {
      ...formValuesOf(draft),
      company: '',
      salaryCurrency: 'euro',
      postingUrl: 'ftp://x',
    };
    const result = toCreateJob(values, draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['company', 'postingUrl', 'salaryCurrency']);
    expect(result.errors.company).toBe('Fill this in.');
  });

  it('keeps the server address as its origin and refuses other schemes', () => {
    expect(normaliseServerUrl(' https://cv.example.com/dashboard ')).toBe('https://cv.example.com');
    expect(normaliseServerUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normaliseServerUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseServerUrl('not an address')).toBeNull();
  });
});
