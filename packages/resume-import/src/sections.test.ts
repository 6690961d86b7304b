import { describe, expect, it } from 'vitest';
import { knownSection, sectionByStem } from './sections.ts';

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

describe('headings named in other words', () => {
  it.each([
    ['Skill Areas', 'skills'],
    ['STRENGTHS', 'skills'],
    ['Praxiserfahrung', 'work'],
    ['Angaben zur Person', 'contact'],
    ['Introdução', 'summary'],
  ])('knows %s', (text, kind) => {
    expect(knownSection(text)).toBe(kind);
  });

  it.each([
    ['Relevant Work Experience', 'work'],
    ['Training & Certifications', 'certificates'],
    ['Persönliche Fähigkeiten und Kenntnisse', 'skills'],
  ])('reads %s by its words', (text, kind) => {
    expect(sectionByStem(text)).toBe(kind);
  });
});
