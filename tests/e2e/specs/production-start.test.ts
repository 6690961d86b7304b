import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface DockerfileParts {
  install: string[];
  env: Record<string, string>;
  user: string | undefined;
  command: string[];
  healthcheck: string[];
}
interface ProductionCheck {
  readDockerfile(text: string): DockerfileParts;
  checkProductionStart(options: {
    log(...args: unknown[]): void;
  }): Promise<{ installSeconds: number; startSeconds: number }>;
}

// A computed path, as global-setup loads the build script: the script is not part of this project.
const script = new URL('../../../scripts/check-production-start.mjs', import.meta.url).href;
const { readDockerfile, checkProductionStart } = (await import(script)) as ProductionCheck;
const dockerfile = readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8');

// Containers cannot be built on these machines; what the image would do is checked here instead.
describe('the container image, without a container engine', () => {
  it('installs production dependencies only, runs as node, and checks its health', () => {
    const docker = readDockerfile(dockerfile);
    expect(docker.install).toContain('--omit=dev');
    expect(docker.user).toBe('node');
    expect(docker.command).toEqual(['node', 'apps/api/dist/server.mjs']);
    expect(docker.healthcheck.join(' ')).toContain('/api/health');
    expect(docker.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    // No browser in the image: no stage installs one.
    expect(dockerfile).not.toMatch(/apt-get install[^\n]*chromium|playwright install/i);
  });

  it('copies every workspace’s package.json before each npm ci, so the lockfile matches', () => {
    const root = new URL('../../../', import.meta.url);
    const { workspaces } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      workspaces: string[];
    };
    const folders = workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(new URL(pattern.slice(0, -1), root), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => `${pattern.slice(0, -1)}${entry.name}`)
        : [pattern],
    );
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders) {
      expect(dockerfile).toContain(`COPY ${folder}/package.json ${folder}/`);
      expect(dockerfile).toContain(`COPY --from=build /app/${folder}/package.json ${folder}/`);
    }
  });

  // The Dockerfile's production install into a clean folder, then its start command and health
  // check: a few minutes (the SQLite driver compiles), so only when asked for.
  it.runIf(process.env.CHECK_PRODUCTION_START === '1')(
    'starts from a clean folder with the production install and the image command',
    async () => {
      const { installSeconds, startSeconds } = await checkProductionStart({ log: () => {} });
      expect(installSeconds).toBeGreaterThan(0);
      expect(startSeconds).toBeLessThan(120);
    },
    15 * 60_000,
  );
});
