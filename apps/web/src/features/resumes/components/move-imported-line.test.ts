import { describe, expect, it } from 'vitest';
import { moveLine, moveOptions, takePlaced } from './move-imported-line.ts';

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

describe('taking a placed value back out to "not placed"', () => {
  it('empties a job’s position or employer and a school’s name, keeping the entry', () => {
    const position = takePlaced(document, { kind: 'work', index: 0, field: 'position' });
    expect(position?.text).toBe('Engineer');
    expect(position?.document.work?.[0]).toEqual({
      name: 'Acme',
      position: '',
      highlights: ['Built it.'],
    });
    const school = takePlaced(document, { kind: 'education', index: 0, field: 'institution' });
    expect(school?.text).toBe('Strathclyde');
    expect(school?.document.education?.[0]).toEqual({ institution: '', studyType: 'BSc' });
    expect(document.work[0]?.position).toBe('Engineer');
  });

  it('removes a skill or one keyword of a group, and the summary', () => {
    const skill = takePlaced(document, { kind: 'skill', index: 0 });
    expect(skill).toMatchObject({ text: 'SQL', document: { skills: [] } });
    const grouped = { skills: [{ name: 'Tools', keywords: ['Spark', 'dbt'] }] };
    expect(takePlaced(grouped, { kind: 'skill', index: 0, keyword: 1 })).toMatchObject({
      text: 'dbt',
      document: { skills: [{ name: 'Tools', keywords: ['Spark'] }] },
    });
    expect(takePlaced(document, { kind: 'summary' })).toMatchObject({
      text: 'Data engineer.',
      document: { basics: { name: 'Ana', summary: '' } },
    });
  });

  it('answers null where there is nothing to take', () => {
    expect(takePlaced(document, { kind: 'work', index: 5, field: 'name' })).toBeNull();
    expect(takePlaced({ basics: {} }, { kind: 'summary' })).toBeNull();
    expect(takePlaced(document, { kind: 'skill', index: 0, keyword: 0 })).toBeNull();
  });
});
