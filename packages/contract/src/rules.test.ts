import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module a file imports, followed through relative imports, as absolute paths. */
function importsOf(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s(?!type\b)[^'"]*from\s+'([^']+)'/gm),
  ].map((match) => match[1]!);
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) importsOf(resolve(dirname(file), specifier), seen);
  }
  return seen;
}

describe('@resumio/contract/rules', () => {
  it('loads no schema library, so public pages can use it before zod is loaded', () => {
    const graph = importsOf(resolve(here, 'rules.ts'));
    expect(graph.size).toBeGreaterThan(5);
    const external = [...graph.values()].flat().filter((specifier) => !specifier.startsWith('.'));
    expect(external).toEqual([]);
  });

  it('answers the same as the full contract', async () => {
    const rules = await import('./rules.ts');
    const full = await import('./index.ts');
    for (const [name, value] of Object.entries(rules)) {
      expect(full[name as keyof typeof full], name).toBe(value);
    }
  });
});
