import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TermFileSchema } from './schema.ts';
import { readTermFiles } from './term-file.ts';
import { getDictionary } from './index.ts';

describe('vocabulary data files', () => {
  const files = readTermFiles();

  it('are there', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(getDictionary().entries.length).toBeGreaterThan(1000);
  });

  it.each(files.map((f) => [f.file, f.data] as const))('%s follows the schema', (_file, data) => {
    const parsed = TermFileSchema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
  });

  it('gives every term a source and an example sentence that names it', () => {
    const unnamed = files.flatMap(({ data }) =>
      data.terms.filter((t) => {
        const spellings = [t.name, ...(t.aliases ?? [])].map((a) =>
          a.replace(/^=/, '').toLowerCase(),
        );
        return !t.examples.some((e) => spellings.some((s) => e.toLowerCase().includes(s)));
      }),
    );
    expect(unnamed.map((t) => t.name)).toEqual([]);
  });
});

describe('vocabulary folder', () => {
  it('has every data file imported', () => {
    const onDisk = readdirSync(new URL('../../data/terms/', import.meta.url)).filter((f) =>
      f.endsWith('.json'),
    );
    expect(readTermFiles().map((f) => f.file)).toEqual(onDisk.sort());
  });
});
