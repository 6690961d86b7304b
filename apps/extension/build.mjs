// Builds the browser extension into dist/unpacked (load it as an unpacked extension) and packs
// the same files into dist/resumio-save-job.zip (what the Chrome Web Store and addons.mozilla.org
// take). Called by scripts/build.mjs.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = resolve(fileURLToPath(new URL('.', import.meta.url)));
const root = resolve(here, '../..');
export const extensionDir = join(here, 'dist/unpacked');
export const extensionZip = join(here, 'dist/resumio-save-job.zip');

const inputs = [
  join(here, 'src'),
  join(here, 'static'),
  join(here, 'build.mjs'),
  join(root, 'packages/job-posting/src'),
  join(root, 'packages/contract/src'),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export async function buildExtension({ force = false } = {}) {
  const stale =
    !existsSync(extensionZip) ||
    inputs.some((input) => newestMtime(input) > statSync(extensionZip).mtimeMs);
  if (!force && !stale) return false;
  console.log('Building the browser extension…');
  rmSync(join(here, 'dist'), { recursive: true, force: true });
  mkdirSync(extensionDir, { recursive: true });
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      background: join(here, 'src/background.ts'),
      popup: join(here, 'src/popup.ts'),
      options: join(here, 'src/options.ts'),
    },
    outdir: extensionDir,
    bundle: true,
    // Classic scripts: Firefox's background page and Chromium's service worker both load them.
    format: 'iife',
    target: ['chrome110', 'firefox115'],
    // Store reviewers read the code: readable output, no minification.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  cpSync(join(here, 'static'), extensionDir, { recursive: true });
  const { zipSync } = await import('fflate');
  const files = Object.fromEntries(
    filesUnder(extensionDir).map((path) => [
      relative(extensionDir, path).split('\\').join('/'),
      new Uint8Array(readFileSync(path)),
    ]),
  );
  // A fixed date: the same sources always pack into the same bytes.
  writeFileSync(
    extensionZip,
    zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }),
  );
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildExtension({ force: process.argv.includes('--force') });
}
