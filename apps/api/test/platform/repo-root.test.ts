import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../src/lib/repo-root.ts';

describe('findRepoRoot', () => {
  it('finds the workspace root from any depth, skipping package manifests without workspaces', () => {
    const root = mkdtempSync(join(tmpdir(), 'resumio-root-'));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['apps/*'] }));
    const deep = join(root, 'apps/api/dist/chunks');
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(root, 'apps/api/package.json'), JSON.stringify({ name: 'api' }));
    expect(findRepoRoot(deep)).toBe(root);
    expect(findRepoRoot(join(root, 'apps/api'))).toBe(root);
    rmSync(root, { recursive: true, force: true });
  });

  it('falls back when there is no workspace root', () => {
    expect(findRepoRoot('/', '/fallback')).toBe('/fallback');
  });
});
