import { describe, expect, it } from 'vitest';
import { importJsonResume } from './import-json-resume.ts';

function imported(document: unknown) {
  const result = importJsonResume(document);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('fields the editor does not show', () => {
  it('turns grouped bullets kept under an unknown field into the entry’s bullets', () => {
    const { resume, warnings } = imported({
      basics: { name: 'Mira Tan' },
      work: [
        {
          name: 'Harbor Labs',
          position: 'Data engineer',
          startDate: '2021-03',
          highlightGroups: [
            {
              title: 'Pipelines',
              items: [
                'Moved nightly batch loads to streaming ingestion',
                'Cut warehouse costs by a third',
              ],
            },
            { title: 'Team', items: ['Mentored two junior engineers through their first year'] },
          ],
        },
      ],
    });
    expect(resume.work?.[0]?.highlights).toEqual([
      'Pipelines: Moved nightly batch loads to streaming ingestion',
      'Pipelines: Cut warehouse costs by a third',
      'Team: Mentored two junior engineers through their first year',
    ]);
    expect(warnings).toContainEqual({
      path: 'work[0].highlights',
      message: 'filled from the field "highlightGroups", which this editor does not show (3 lines)',
    });
    // Nothing is taken away: an export still gives the field back.
    expect((resume.work?.[0] as Record<string, unknown>)['highlightGroups']).toBeDefined();
  });

  it('leaves an entry’s own bullets alone and reports the unknown text instead', () => {
    const { resume, warnings } = imported({
      work: [
        {
          name: 'Harbor Labs',
          highlights: ['Built the billing service'],
          achievements: ['Won the internal hackathon with a fraud-detection prototype'],
        },
      ],
    });
    expect(resume.work?.[0]?.highlights).toEqual(['Built the billing service']);
    expect(warnings).toContainEqual({
      path: 'work[0].achievements',
      message:
        'kept in the file but not shown on the resume: “Won the internal hackathon with a fraud-detection prototype”',
    });
  });

  it('says nothing of identifiers, tags, keyword lists and values without text', () => {
    const { resume, warnings } = imported({
      work: [
        {
          name: 'Harbor Labs',
          keywords: ['Kafka', 'Spark', 'dbt'],
          badgeId: 'HL-2291',
          rank: 3,
          remote: true,
        },
      ],
    });
    expect(resume.work?.[0]?.highlights ?? []).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('reads a project’s or reference’s "summary" as its description or text', () => {
    const { resume, warnings } = imported({
      projects: [
        { name: 'slo-kit', summary: 'A toolkit that turns service-level objectives into alerts' },
      ],
      references: [
        { name: 'Ola', summary: 'Ada ran our on-call rotation with great care for the team' },
      ],
    });
    expect(resume.projects?.[0]?.description).toBe(
      'A toolkit that turns service-level objectives into alerts',
    );
    expect(resume.references?.[0]?.reference).toBe(
      'Ada ran our on-call rotation with great care for the team',
    );
    expect(warnings.map((w) => w.message)).toEqual([
      'filled from the legacy field "summary"',
      'filled from the legacy field "summary"',
    ]);
  });
});
