import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface BuildScript {
  buildApi(options: { force?: boolean; outdir?: string }): Promise<boolean>;
  apiBuildIsStale(options: { outdir?: string; mtimeOf?: (path: string) => number }): boolean;
}

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const { buildApi, apiBuildIsStale } = (await import(
  join(root, 'scripts/build.mjs')
)) as BuildScript;
const BUNDLED_FOLDERS = [
  'apps/api/src/',
  'packages/contract/src/',
  'packages/db/src/',
  'packages/match/',
  'packages/resume/src/',
  'packages/resume-model/src/',
];

describe('API build staleness (npm start rebuilds what changed)', () => {
  let outdir: string;
  let inputs: string[];

  beforeAll(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'resumio-api-build-'));
    await buildApi({ force: true, outdir });
    inputs = JSON.parse(readFileSync(join(outdir, 'inputs.json'), 'utf8')) as string[];
  }, 180_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('records the files of every workspace package the bundle holds', () => {
    for (const folder of BUNDLED_FOLDERS) {
      expect(inputs.some((input) => input.startsWith(folder))).toBe(true);
    }
    expect(inputs.some((input) => input.includes('node_modules'))).toBe(false);
  });

  it('is fresh right after the build', () => {
    expect(apiBuildIsStale({ outdir })).toBe(false);
  });

  it.each(BUNDLED_FOLDERS)('is stale when a bundled file under %s changes', (folder) => {
    const later = Date.now() + 60_000;
    const mtimeOf = (path: string) =>
      path.startsWith(join(root, folder)) ? later : statSync(path).mtimeMs;
    expect(apiBuildIsStale({ outdir, mtimeOf })).toBe(true);
  });

  it('is stale when a file it bundled is gone', () => {
    const copy = mkdtempSync(join(tmpdir(), 'resumio-api-build-'));
    try {
      for (const name of ['server.mjs', 'migrate.mjs', 'render-worker.mjs']) {
        writeFileSync(join(copy, name), '');
      }
      writeFileSync(
        join(copy, 'inputs.json'),
        JSON.stringify([...inputs, 'packages/match/src/removed-file.ts']),
      );
      expect(apiBuildIsStale({ outdir: copy })).toBe(true);
      writeFileSync(join(copy, 'inputs.json'), JSON.stringify(inputs));
      expect(apiBuildIsStale({ outdir: copy })).toBe(false);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
