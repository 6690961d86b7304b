import { describe, expect, it } from 'vitest';
import { knownSection } from './sections.ts';

describe('section headings', () => {
  it.each([
    ['WORK EXPERIENCE', 'work'],
    ['Berufserfahrung', 'work'],
    ['Expérience professionnelle', 'work'],
    ['Experiencia laboral:', 'work'],
    ['Experiência Profissional', 'work'],
    ['Опыт работы', 'work'],
    ['工作经历', 'work'],
    ['Ausbildung', 'education'],
    ['Formação Acadêmica', 'education'],
    ['Образование', 'education'],
    ['Compétences', 'skills'],
    ['Habilidades', 'skills'],
    ['Навыки', 'skills'],
    ['Sprachen', 'languages'],
    ['E X P E R I E N C E', 'work'],
  ])('knows %s', (text, kind) => {
    expect(knownSection(text)).toBe(kind);
  });

  it('does not take a sentence for a heading', () => {
    expect(knownSection('Experience with large systems')).toBeUndefined();
  });
});
