import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

/** Starts the built product on a loopback port with a throwaway SQLite database. */
export default async function setup(project: TestProject) {
  const { buildApi, buildWeb } = await import(join(root, 'scripts/build.mjs'));
  await buildApi();
  await buildWeb();

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'resumio-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      SQLITE_PATH: join(dataDir, 'e2e.db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      BILLING_DEBUG: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  await waitForHealth(baseURL, child, () => log);
  // In production the render threads warm up as the server starts; NODE_ENV=test leaves that to
  // the first render. Warm them here, so a page's first preview (asked for within its 3-second
  // limit) meets threads as ready as a user's would.
  const warm = await fetch(`${baseURL}/api/resume-preview/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ document: { basics: { name: 'Warm Up' } }, widthPx: 400 }),
  });
  if (!warm.ok) throw new Error(`Warming the render threads failed: ${warm.status}\n${log}`);
  project.provide('baseURL', baseURL);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
