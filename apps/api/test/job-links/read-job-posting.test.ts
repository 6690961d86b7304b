import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/modules/job-links/public-address.ts';
import { readJobPosting } from '../../src/modules/job-links/read-job-posting.ts';

// Pages written for these tests from the schema.org JobPosting definition, in the shapes job
// boards publish: a plain object, a @graph, an array, HTML descriptions, nested salary values.
const page = (ld: unknown, extra = '') =>
  `<!doctype html><html><head><title>Careers</title><script type="application/ld+json">${JSON.stringify(ld)}</script>${extra}</head><body><nav>Jobs Home</nav><main><h1>Role</h1><p>Body text.</p></main></body></html>`;

describe('readJobPosting', () => {
  it('reads a JobPosting with an HTML description, a place, a salary range and a closing date', () => {
    const draft = readJobPosting(
      page({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Senior Backend Engineer',
        hiringOrganization: { '@type': 'Organization', name: 'Northwind Payments' },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Berlin',
            addressCountry: { '@type': 'Country', name: 'Germany' },
          },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'eur',
          value: {
            '@type': 'QuantitativeValue',
            minValue: '70,000',
            maxValue: 90000,
            unitText: 'YEAR',
          },
        },
        description:
          '<p>You will build payment services.</p><ul><li>Go</li><li>PostgreSQL</li></ul>',
        validThrough: '2026-12-31T23:59:00+01:00',
      }),
      'https://boards.example.com/northwind/jobs/123',
    );
    expect(draft).toEqual({
      company: 'Northwind Payments',
      role: 'Senior Backend Engineer',
      location: 'Berlin, Germany',
      remotePolicy: null,
      salaryMin: 70000,
      salaryMax: 90000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      postingUrl: 'https://boards.example.com/northwind/jobs/123',
      source: 'boards.example.com',
      jobDescription: expect.stringContaining('- Go'),
      deadlineOn: '2026-12-31',
      readFrom: 'structured-data',
    });
    expect(draft.jobDescription).toContain('You will build payment services.');
  });

  it('finds the posting inside a @graph or an array, and a remote job by its location type', () => {
    const inGraph = readJobPosting(
      page({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Board' },
          {
            '@type': ['JobPosting'],
            title: 'Data Analyst',
            hiringOrganization: 'Sketchworks',
            jobLocationType: 'TELECOMMUTE',
            baseSalary: { currency: 'USD', value: { value: 40, unitText: 'HOUR' } },
          },
        ],
      }),
      'https://www.jobs.example.org/a',
    );
    expect(inGraph).toMatchObject({
      role: 'Data Analyst',
      company: 'Sketchworks',
      remotePolicy: 'remote',
      salaryMin: 40,
      salaryMax: 40,
      salaryPeriod: 'hour',
      source: 'jobs.example.org',
    });
    const inArray = readJobPosting(
      page([{ '@type': 'BreadcrumbList' }, { '@type': 'JobPosting', title: 'Nurse' }]),
      'https://example.net/x',
    );
    expect(inArray.role).toBe('Nurse');
  });

  it('skips a broken block and falls back to the page title and main text without one', () => {
    const html = `<html><head><title>Warehouse Supervisor – Acme Careers</title><meta property="og:site_name" content="Acme"><script type="application/ld+json">{broken</script></head><body><header>Menu</header><main><p>Lead a team of 12.</p><p>Forklift licence required.</p></main><footer>© Acme</footer></body></html>`;
    const draft = readJobPosting(html, 'https://careers.acme.example/jobs/9');
    expect(draft).toMatchObject({
      readFrom: 'page-text',
      role: 'Warehouse Supervisor – Acme Careers',
      company: 'Acme',
      jobDescription: 'Lead a team of 12.\nForklift licence required.',
    });
  });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '2606:4700:4700::1111', '8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
