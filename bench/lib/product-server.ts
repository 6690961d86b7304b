import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The built product (API + web app) on a loopback port with a throwaway SQLite database, as a
 * browser benchmark drives it. BENCH_BASE_URL points the benchmark at a running server instead.
 */
export async function startProductServer(
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; stop(): void }> {
  if (process.env.BENCH_BASE_URL) return { url: process.env.BENCH_BASE_URL, stop: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'resumio-bench-'));
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST_DIR: join(process.cwd(), 'apps/web/dist'),
      SQLITE_PATH: join(dir, 'bench.db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
