import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORPUS_DIR,
  CORPUS_MISSING_MESSAGE,
  corpusAvailable,
  corpusResumes,
  schemaFixtures,
} from '../testing/corpus.ts';
import { officialSchemaErrors } from '../testing/official-schema.ts';
import { exportJsonResume } from './export-json-resume.ts';
import { type ImportIssue, importJsonResume } from './import-json-resume.ts';
import { repairDate } from './normalise-fields.ts';

if (!corpusAvailable) console.warn(CORPUS_MISSING_MESSAGE);

type Leaf = { path: string; value: unknown };

/** Every scalar in a document with its path, written as the importer writes paths. */
function leaves(value: unknown, at = ''): Leaf[] {
  if (Array.isArray(value)) {
    return value.length === 0
      ? [{ path: at, value }]
      : value.flatMap((item, i) => leaves(item, `${at}[${i}]`));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0
      ? [{ path: at, value }]
      : entries.flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  }
  return [{ path: at, value }];
}

function valueAt(root: unknown, leafPath: string): unknown {
  let node = root;
  for (const part of leafPath.match(/[^.[\]]+/g) ?? []) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function warned(warnings: readonly ImportIssue[], leafPath: string): boolean {
  return warnings.some(
    (w) =>
      leafPath === w.path || leafPath.startsWith(`${w.path}.`) || leafPath.startsWith(`${w.path}[`),
  );
}

const resumes = corpusResumes();
const results = resumes.map(({ file, text }) => ({ file, result: importJsonResume(text) }));

describe.skipIf(!corpusAvailable)(`real JSON Resume files (${CORPUS_DIR})`, () => {
  it('has the files its sources list describes', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(21);
    for (const { file, notes } of resumes) expect(notes, file).not.toBe('');
  });

  it.each(results.map((r) => [r.file, r.result] as const))('imports %s', (_, result) => {
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it.each(resumes.map((r) => [r.file, r.text] as const))(
    'exports %s as a valid JSON Resume that keeps every value not reported as changed',
    (_, text) => {
      const result = importJsonResume(text);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      const exported = exportJsonResume(result.resume, { includeSettings: false });
      expect(officialSchemaErrors(exported)).toEqual([]);
      const lost = leaves(JSON.parse(text))
        // An empty string holds nothing; the export leaves empty format-checked fields out.
        .filter((leaf) => leaf.value !== '' && !warned(result.warnings, leaf.path))
        .filter(
          (leaf) => JSON.stringify(valueAt(exported, leaf.path)) !== JSON.stringify(leaf.value),
        )
        .map((leaf) => leaf.path);
      expect(lost).toEqual([]);
    },
  );

  it('reports each repaired field once, with what was done', () => {
    for (const { file, result } of results) {
      if (!result.ok) continue;
      const paths = result.warnings.map((w) => w.path);
      expect(new Set(paths).size, file).toBe(paths.length);
      for (const w of result.warnings) expect(w.message, `${file} ${w.path}`).not.toBe('');
    }
  });

  it('reads the deviations the real files have', () => {
    const byFile = new Map(results.map((r) => [r.file, r.result]));
    const get = (file: string) => {
      const result = byFile.get(file);
      if (!result?.ok) throw new Error(`${file} did not import`);
      return result;
    };
    // A number where a list belongs (references: 0).
    expect(get('r06.json').resume).not.toHaveProperty('references');
    // Interests written as plain strings.
    expect(get('r20.json').resume.interests?.[0]).toEqual({ name: 'sztuczna inteligencja' });
    // Summaries as arrays, a location object, "Now" as the end date, legacy website and company.
    const messy = get('r30.json').resume;
    expect(messy.basics?.summary?.split('\n')).toHaveLength(5);
    expect(messy.work?.[0]).toMatchObject({ location: 'Amsterdam, The Netherlands' });
    expect(messy.work?.[0]).not.toHaveProperty('endDate');
    expect(messy.basics?.url).toBe('http://aboureada.com');
    // Work locations as the upstream examples now write them.
    expect(get('r35.json').resume.work?.[0]?.location).toBe('Austin, Texas, US');
    // Grades kept under the legacy name are shown as the score.
    expect(get('r26.json').resume.education?.[0]?.score).toBe('3.7');
    // HTML descriptions become text: no tags left in any shown field.
    const html = JSON.stringify(get('r16.json').resume.work);
    expect(html).not.toMatch(/<\/?(p|ul|li|strong|a)\b/);
    expect(get('r16.json').resume.work?.[0]?.summary).toContain('\n• ');
  });

  it('refuses the schema files, which are not resumes, with a clear message', () => {
    for (const name of ['schema/schema.json', 'schema/schema-monorepo.json']) {
      const result = importJsonResume(readFileSync(path.join(CORPUS_DIR, name), 'utf8'));
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.errors[0]?.message).toMatch(/not a JSON Resume/);
    }
  });

  it('imports every real file', () => {
    const imported = results.filter((r) => r.result.ok).length;
    console.info(`JSON Resume corpus: ${imported}/${results.length} files imported`);
    expect(imported).toBe(results.length);
  });
});

const fixtures = schemaFixtures();
const documentFixtures = fixtures.filter((f) => !f.file.endsWith('/dates.json'));
const fixtureCases = documentFixtures.flatMap(({ file, text }) =>
  Object.entries(JSON.parse(text) as Record<string, unknown>).map(
    ([name, document]) => [`${file} ${name}`, document] as const,
  ),
);

describe.skipIf(!corpusAvailable || fixtures.length === 0)('official schema fixtures', () => {
  it.each(fixtureCases)('%s imports', (_, document) => {
    const result = importJsonResume(structuredClone(document));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const exported = exportJsonResume(result.resume, { includeSettings: false });
    if (officialSchemaErrors(document).length === 0) {
      // Valid documents come back exactly, with nothing to report.
      expect(result.warnings).toEqual([]);
      expect(exported).toEqual(document);
    } else {
      // Invalid ones are repaired, said so, and export valid.
      expect(result.warnings.length).toBeGreaterThan(0);
      expect(officialSchemaErrors(exported)).toEqual([]);
    }
  });

  it('refuses a fixture collection as a whole, since it is not one resume', () => {
    for (const { file, text } of fixtures) {
      const result = importJsonResume(text);
      expect(result.ok, file).toBe(false);
    }
  });

  it('repairs dates as the date fixtures expect', () => {
    const dates = fixtures.find((f) => f.file.endsWith('/dates.json'));
    expect(dates).toBeDefined();
    const cases = JSON.parse(dates!.text) as Record<string, string>;
    for (const [name, value] of Object.entries(cases)) {
      if (name === 'invalid') expect(repairDate(value), name).toBeUndefined();
      else expect(repairDate(value), name).toBe(value);
    }
  });
});
