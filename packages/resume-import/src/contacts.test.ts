import { describe, expect, it } from 'vitest';
import { readContacts, readPlace } from './contacts.ts';

describe('contacts', () => {
  it('reads email, phone and profiles from one line and keeps the rest', () => {
    const c = readContacts(
      'Lisbon, Portugal | +351 912 345 678 | ana.silva@example.org | linkedin.com/in/ana-silva | github.com/anasilva',
      true,
    );
    expect(c.emails).toEqual(['ana.silva@example.org']);
    expect(c.phones).toEqual(['+351 912 345 678']);
    expect(c.links.map((l) => l.network)).toEqual(['LinkedIn', 'GitHub']);
    expect(c.rest).toBe('Lisbon, Portugal');
  });

  it('does not take year ranges or frameworks for phones and sites', () => {
    const c = readContacts('2019 - 2021 Node.js and ASP.NET developer', true);
    expect(c.phones).toEqual([]);
    expect(c.links).toEqual([]);
  });

  it('reads places', () => {
    expect(readPlace('St. Paul, MN')).toEqual({
      city: 'St. Paul',
      region: 'MN',
      countryCode: 'US',
    });
    expect(readPlace('10115 Berlin')).toEqual({ city: 'Berlin', postalCode: '10115' });
    expect(readPlace('Python')).toBeUndefined();
  });
});
