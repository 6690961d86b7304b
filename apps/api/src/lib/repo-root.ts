import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The checkout's root: the nearest folder above `start` whose package.json declares workspaces.
 * Found by walking up because this code runs from source and from bundled chunks alike.
 */
export function findRepoRoot(start: string, fallback = process.cwd()): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) {
          return dir;
        }
      } catch {
        // an unreadable manifest is not the root; keep walking
      }
    }
    if (dirname(dir) === dir) return fallback;
  }
}
