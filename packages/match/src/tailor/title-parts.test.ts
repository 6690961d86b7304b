import { describe, expect, it } from 'vitest';
import { roleKey, sameRole, splitTitle, withinRole, withoutRanks } from './title-parts.ts';

describe('title parts', () => {
  it('splits a title into its role and the parts after it, as written', () => {
    expect(splitTitle('Registered Nurse – Medical-Surgical Unit (Nights)')).toEqual({
      role: 'Registered Nurse',
      qualifiers: [
        { text: 'Medical-Surgical Unit', open: ' – ', close: '', alternative: false },
        { text: 'Nights', open: ' (', close: ')', alternative: false },
      ],
    });
    expect(splitTitle('Middle School Mathematics Teacher (Grades 6–8)').role).toBe(
      'Middle School Mathematics Teacher',
    );
    expect(splitTitle('Warehouse Associate / Forklift Operator').qualifiers).toEqual([
      { text: 'Forklift Operator', open: ' / ', close: '', alternative: true },
    ]);
    expect(splitTitle('Financial Analyst, FP&A').qualifiers[0]!.text).toBe('FP&A');
  });

  it('matches a role by its synonym and apart from raising ranks, never a lower rank', () => {
    const same = (a: string, b: string) => sameRole(roleKey(a), roleKey(b));
    expect(same('Staff RN', 'Registered Nurse')).toBe(true);
    expect(same('Senior Backend Engineer', 'Backend Engineer')).toBe(true);
    expect(same('Civil Engineer II', 'Civil Engineer')).toBe(true);
    expect(same('Assistant Store Manager', 'Store Manager')).toBe(false);
    expect(same('Associate Product Manager', 'Product Manager')).toBe(false);
    expect(same('Software Engineering Intern', 'Software Engineer')).toBe(false);
    expect(same('Test Engineer', 'Software Engineer')).toBe(false);
  });

  it('sees one role named inside a longer one, and drops only the ranks asked', () => {
    const within = (a: string, b: string) => withinRole(roleKey(a), roleKey(b));
    expect(within('Operations Supervisor', 'Warehouse Operations Supervisor')).toBe(true);
    expect(within('Assistant Operations Supervisor', 'Warehouse Operations Supervisor')).toBe(
      false,
    );
    const key = roleKey('Senior iOS Engineer II');
    expect(withoutRanks('Senior iOS Engineer II', key, new Set(['senior']))).toBe(
      'iOS Engineer II',
    );
  });
});
