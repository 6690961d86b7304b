import { describe, expect, it } from 'vitest';
import { MAX_CLAUSE_WORDS, evidenceClause } from './evidence-clause.ts';

describe('evidenceClause', () => {
  it('keeps a short line whole, without its closing stop', () => {
    expect(evidenceClause('Cut report latency 20% by tuning Postgres indexes.')).toBe(
      'Cut report latency 20% by tuning Postgres indexes',
    );
  });

  it('cuts a long line at a clause boundary, never inside a word or after a joining word', () => {
    const long =
      'Coordinated the migration of 14 regional warehouses to one inventory system, which cut stock counting time by half and removed duplicate orders across every site in the network over two quarters.';
    const clause = evidenceClause(long)!;
    expect(clause).toBe(
      'Coordinated the migration of 14 regional warehouses to one inventory system, which cut stock counting time by half',
    );
    expect(clause.split(' ').length).toBeLessThanOrEqual(MAX_CLAUSE_WORDS);
    expect(long.startsWith(clause)).toBe(true);
  });

  it('takes the sentence with a figure from a bullet of several', () => {
    expect(
      evidenceClause('Owned the month-end close. Reduced the close from 9 days to 5 days.'),
    ).toBe('Reduced the close from 9 days to 5 days');
  });

  it('gives no evidence for labels, numbering-only lines, fragments and headings', () => {
    expect(evidenceClause('Environment: Java, Spring, Oracle')).toBeUndefined();
    expect(evidenceClause('Responsibilities:')).toBeUndefined();
    expect(evidenceClause('using Postman.')).toBeUndefined();
    expect(evidenceClause('Experience 2')).toBeUndefined();
    expect(evidenceClause('2. Wrote the test plan for the billing release.')).toBe(
      'Wrote the test plan for the billing release',
    );
  });
});

describe('evidenceClause before a colon', () => {
  it('gives no clause that would end on the verb before a colon’s list', () => {
    expect(
      evidenceClause(
        'Performed office administration duties that include: filing, payroll, stock, courier.',
      ),
    ).toBeUndefined();
  });
});

describe('evidenceClause on a string holding several bullets', () => {
  it('takes one bullet, the one with a figure', () => {
    expect(
      evidenceClause(
        'Owned vendor onboarding • Cut invoice processing time by 35% with a new approval flow • Trained four clerks',
      ),
    ).toBe('Cut invoice processing time by 35% with a new approval flow');
  });
});

describe('evidenceClause on a line that runs into a list', () => {
  it('keeps the part before the list, or nothing', () => {
    expect(
      evidenceClause(
        'Kept stock records for the central store, tools, spares, consumables and uniforms.',
      ),
    ).toBe('Kept stock records for the central store');
    expect(
      evidenceClause('Maintained electrical items like LT panels, DBs, lights, fans, coolers.'),
    ).toBeUndefined();
  });
});
