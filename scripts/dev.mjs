// `npm run dev`: the API in watch mode and the Vite dev server (which proxies /api and /oidc).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const apiPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: apiPort,
  API_PORT: apiPort,
  // The browser talks to Vite; the issuer and redirects must use its origin.
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/api/src/server.ts'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  ),
  spawn(
    process.execPath,
    [resolve(root, 'node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'],
    {
      cwd: resolve(root, 'apps/web'),
      env,
      stdio: 'inherit',
    },
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop()));
