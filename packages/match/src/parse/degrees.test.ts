import { describe, expect, it } from 'vitest';
import { degreeLevels } from './degrees.ts';
import { yearsAsked } from './experience.ts';

describe('degreeLevels', () => {
  it.each([
    ['B.E in Computer Engineering', 2],
    ['BE', 2],
    ['B.Tech', 2],
    ['BCA', 2],
    ['B.Com', 2],
    ['B.A (Arts&Humanities)', 2],
    ['Licence en droit', 2],
    ['Bachelor of Science', 2],
    ['Бакалавр', 2],
    ['Grado en Ingeniería Informática', 2],
    ['M.A', 3],
    ['MCA', 3],
    ['M.Com', 3],
    ['MBA', 3],
    ['Diplom-Ingenieur', 3],
    ['Máster en Desarrollo Web', 3],
    ['Магистр', 3],
    ['Bac+2 gestion de production', 1],
    ['H.S.C', 0],
    ['PhD in Physics', 4],
  ])('reads %s as level %i', (text, level) => {
    expect(Math.max(...degreeLevels(text))).toBe(level);
  });

  it('does not read everyday words as degrees', () => {
    for (const text of [
      'We will be there',
      'Me and my team',
      'a valid driving licence',
      'BE the best',
    ])
      expect(degreeLevels(text)).toEqual([]);
  });
});

describe('yearsAsked in four languages', () => {
  it.each([
    ["2 à 5 ans d'expérience en support", 2],
    ['Expérience : 3 ans', 3],
    ['3+ Jahre Berufserfahrung', 3],
    ['Berufserfahrung von 2 Jahren', 2],
    ['3 años de experiencia', 3],
    ['First experiences (2+ years) in operations', 2],
    ['5+ years', 5],
  ])('reads %s as %i years', (text, years) => {
    expect(yearsAsked(text)).toBe(years);
  });

  it('reads no years where none are asked', () => {
    expect(yearsAsked('Mission intérimaire - 6 Mois')).toBeUndefined();
    expect(yearsAsked('We plan for 5 years ahead')).toBeUndefined();
  });
});
