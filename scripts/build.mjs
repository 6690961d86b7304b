// Builds what is missing or stale: the web app (Vite), the API bundle (esbuild) and the browser
// extension (esbuild, apps/extension/build.mjs).
// `--api-only` skips the web app (migrations need only the API).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const at = (...p) => join(root, ...p);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

// The build scripts and project settings count as inputs: a change to them must rebuild too.
const sharedInputs = [
  at('packages/contract/src'),
  at('packages/resume-model/src'),
  at('package-lock.json'),
  at('package.json'),
  at('tsconfig.base.json'),
  at('scripts/build.mjs'),
];

export async function buildWeb({ force = false } = {}) {
  const inputs = [
    at('apps/web/src'),
    at('apps/web/public'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    at('apps/web/build'),
    at('packages/resume/src'),
    // Blog articles: the build turns them into pages, feeds and the sitemap.
    at('content'),
    ...sharedInputs,
  ];
  // The prerendered pages are written last: their manifest is the build's finishing mark.
  const output = at('apps/web/dist/prerendered/manifest.json');
  if (!force && !isStale(output, inputs)) return false;
  // Always the production build of React and the rest, even when called from a test runner
  // that has set NODE_ENV=test for itself.
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = (args, what) => {
    const result = spawnSync(
      process.execPath,
      [at('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
      { cwd: at('apps/web'), stdio: 'inherit', env },
    );
    if (result.status !== 0) throw new Error(`${what} failed`);
  };
  console.log('Building the web app…');
  vite([], 'Web app build');
  // Public pages as HTML: a server-side bundle of the app renders them once, here.
  vite(['--ssr', 'build/prerender/prerender-site.ts'], 'Prerender bundle build');
  const prerender = spawnSync(
    process.execPath,
    [at('apps/web/build/dist/prerender-site.js'), at('apps/web/dist')],
    { cwd: at('apps/web'), stdio: 'inherit', env },
  );
  if (prerender.status !== 0) throw new Error('Prerendering the public pages failed');
  return true;
}

const apiOutputs = ['server.mjs', 'migrate.mjs', 'render-worker.mjs'];
const fileMtime = (path) => statSync(path).mtimeMs;

// The files the last API build bundled, as esbuild's metafile listed them (paths from the root).
function bundledApiInputs(outdir) {
  const file = join(outdir, 'inputs.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')).map((path) => at(path));
  } catch {
    return null;
  }
}

/**
 * Whether the API bundle in `outdir` is older than anything it holds: every workspace file the last
 * build bundled counts, whichever package it lives in, and a bundled file that is gone counts too.
 * `mtimeOf` reads a bundled file's modification time (tests stand in for the file system).
 */
export function apiBuildIsStale({ outdir = at('apps/api/dist'), mtimeOf = fileMtime } = {}) {
  const bundled = bundledApiInputs(outdir);
  if (!bundled) return true;
  const outputs = apiOutputs.map((f) => join(outdir, f));
  if (outputs.some((o) => !existsSync(o)) || bundled.some((i) => !existsSync(i))) return true;
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  return (
    bundled.some((input) => mtimeOf(input) > built) ||
    sharedInputs.some((input) => newestMtime(input) > built)
  );
}

export async function buildApi({ force = false, outdir = at('apps/api/dist') } = {}) {
  if (!force && !apiBuildIsStale({ outdir })) return false;
  console.log('Building the API…');
  const esbuild = await import('esbuild');
  // Chunk names carry content hashes: without a clean folder, every build would leave old ones.
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    metafile: true,
    // Metafile paths are relative to this folder.
    absWorkingDir: root,
    entryPoints: {
      server: at('apps/api/src/server.ts'),
      migrate: at('apps/api/src/migrate.ts'),
      // The render pool's thread entry, loaded by file name beside server.mjs.
      'render-worker': at('apps/api/src/adapters/rendering/render-worker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Dynamic imports become chunks of their own, so rarely used code (PDF rendering) loads late.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // Workspace packages are TypeScript source and get bundled; npm dependencies stay external.
        name: 'externalize-dependencies',
        setup(build) {
          // JSON data files are inlined: an external import would lose its `with { type: 'json' }`.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@resumio/') || args.path.endsWith('.json')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs).filter(
    (path) => !path.includes('node_modules'),
  );
  writeFileSync(join(outdir, 'inputs.json'), JSON.stringify(inputs.sort()));
  return true;
}

// pathToFileURL escapes spaces and non-ASCII characters exactly as import.meta.url does.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const force = process.argv.includes('--force');
  try {
    await buildApi({ force });
    if (!process.argv.includes('--api-only')) {
      await buildWeb({ force });
      const { buildExtension } = await import('../apps/extension/build.mjs');
      await buildExtension({ force });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
