import { describe, expect, it } from 'vitest';
import { RESUME_SAMPLES } from '../samples/index.ts';
import { foreignJsonResume } from '../testing/fixtures.ts';
import { officialExamples, officialSchemaErrors } from '../testing/official-schema.ts';
import { exportJsonResume } from './export-json-resume.ts';
import { importJsonResume } from './import-json-resume.ts';

function importOk(input: unknown) {
  const result = importJsonResume(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('JSON Resume export', () => {
  it.each(RESUME_SAMPLES.map((s) => [s.id, s.resume] as const))(
    'exports sample %s valid against the official schema',
    (_, resume) => {
      expect(officialSchemaErrors(exportJsonResume(resume))).toEqual([]);
      expect(officialSchemaErrors(exportJsonResume(resume, { includeSettings: false }))).toEqual(
        [],
      );
    },
  );

  it('moves settings under meta.resumio, or drops them', () => {
    const resume = RESUME_SAMPLES[0]!.resume;
    const withSettings = exportJsonResume(resume);
    expect(withSettings).not.toHaveProperty('resumio');
    expect((withSettings['meta'] as Record<string, unknown>)['resumio']).toEqual(resume.resumio);
    expect(exportJsonResume(resume, { includeSettings: false })).not.toHaveProperty('meta');
  });

  it('drops empty format-checked fields, which the official schema rejects', () => {
    const exported = exportJsonResume({
      basics: { name: 'A', email: '', url: '' },
      work: [{ name: 'B', startDate: '', url: '' }],
    });
    expect(exported).toEqual({ basics: { name: 'A' }, work: [{ name: 'B' }] });
    expect(officialSchemaErrors(exported)).toEqual([]);
  });
});

describe('JSON Resume round trip', () => {
  it.each(RESUME_SAMPLES.map((s) => [s.id, s.resume] as const))(
    'sample %s survives export and import with its settings',
    (_, resume) => {
      expect(importOk(exportJsonResume(resume)).resume).toEqual(resume);
      expect(importOk(JSON.stringify(exportJsonResume(resume))).resume).toEqual(resume);
    },
  );

  it('keeps a foreign file with unknown fields exactly', () => {
    const imported = importOk(structuredClone(foreignJsonResume));
    expect(imported.warnings).toEqual([]);
    expect(imported.resume).not.toHaveProperty('resumio');
    const exported = exportJsonResume(imported.resume);
    expect(exported).toEqual(foreignJsonResume);
    expect(officialSchemaErrors(exported)).toEqual([]);
  });

  it.each(officialExamples().map((e) => [e.name, e.document] as const))(
    'keeps the official example %s exactly',
    (_, document) => {
      expect(officialSchemaErrors(document)).toEqual([]);
      const imported = importOk(structuredClone(document));
      expect(exportJsonResume(imported.resume)).toEqual(document);
    },
  );
});

describe('JSON Resume import', () => {
  it('repairs common mistakes and says so', () => {
    const result = importOk({
      basics: { name: 'B', url: 'example.org', email: ' b@example.org ' },
      work: [
        { name: 'A', startDate: '2020/1', endDate: 'Present' },
        { name: 'C', startDate: '2018-03-04T00:00:00Z', endDate: 'March 2019' },
        { name: 'D', startDate: 'sometime' },
      ],
    });
    expect(result.resume.basics).toMatchObject({
      url: 'https://example.org',
      email: 'b@example.org',
    });
    expect(result.resume.work).toEqual([
      { name: 'A', startDate: '2020-01' },
      { name: 'C', startDate: '2018-03-04', endDate: '2019-03' },
      { name: 'D' },
    ]);
    expect(result.warnings.map((w) => w.path).sort()).toEqual([
      'basics.email',
      'basics.url',
      'work[0].endDate',
      'work[0].startDate',
      'work[1].endDate',
      'work[1].startDate',
      'work[2].startDate',
    ]);
    expect(officialSchemaErrors(exportJsonResume(result.resume))).toEqual([]);
  });

  it('reports what is wrong and where', () => {
    expect(importJsonResume('{ not json')).toEqual({
      ok: false,
      errors: [{ path: '', message: 'The file is not valid JSON' }],
    });
    expect(importJsonResume([1, 2]).ok).toBe(false);
    const other = importJsonResume({ name: 'some-package', version: '1.0.0' });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.errors[0]?.message).toMatch(/not a JSON Resume/);
    const huge = importJsonResume({ basics: { name: 'A' }, extra: 'x'.repeat(600 * 1024) });
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(huge.errors[0]?.message).toMatch(/larger than/);
  });

  it('ignores unreadable settings rather than the whole file', () => {
    const result = importOk({ basics: { name: 'A' }, meta: { resumio: { templateId: 'nope' } } });
    expect(result.resume).toEqual({ basics: { name: 'A' } });
    expect(result.warnings.map((w) => w.path)).toEqual(['meta.resumio']);
  });
});
