import { describe, expect, it } from 'vitest';
import { moveLine, moveOptions } from './move-imported-line.ts';

const document = {
  basics: { name: 'Ana', summary: 'Data engineer.' },
  work: [{ name: 'Acme', position: 'Engineer', highlights: ['Built it.'] }],
  education: [{ institution: 'Strathclyde', studyType: 'BSc' }],
  skills: [{ name: 'SQL' }],
};

describe('moving a line the importer could not place', () => {
  it('offers the contact fields, the summary, each job, each school and the skills', () => {
    expect(moveOptions(document).map((o) => o.label)).toEqual([
      'Name',
      'Headline',
      'Email',
      'Phone',
      'Summary (added at the end)',
      'A bullet of “Engineer at Acme”',
      'Field of study at “Strathclyde”',
      'A skill',
    ]);
  });

  it('puts the line where it was sent, without changing the document it was given', () => {
    const before = structuredClone(document);
    expect(moveLine(document, 'Cut costs.', 'work:0').document.work?.[0]?.highlights).toEqual([
      'Built it.',
      'Cut costs.',
    ]);
    expect(moveLine(document, 'Computer Science', 'area:0').document.education?.[0]).toEqual({
      institution: 'Strathclyde',
      studyType: 'BSc',
      area: 'Computer Science',
    });
    expect(moveLine(document, 'Likes maps.', 'summary').document.basics?.summary).toBe(
      'Data engineer.\nLikes maps.',
    );
    expect(moveLine(document, 'Go', 'skill').document.skills).toEqual([
      { name: 'SQL' },
      { name: 'Go' },
    ]);
    expect(moveLine(document, '+44 1', 'phone')).toEqual({
      document,
      contact: { field: 'phone', value: '+44 1' },
    });
    expect(document).toEqual(before);
  });
});
