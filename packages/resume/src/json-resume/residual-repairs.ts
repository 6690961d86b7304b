import type { z } from 'zod';
import { isPlainObject } from './field-formats.ts';
import type { ImportLog } from './import-log.ts';

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

function parentOf(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isPlainObject(node) && typeof key === 'string') node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * What the model still refuses after the shape repairs is mended where the value stays
 * meaningful (over-long text shortened, over-long lists cut) and left out otherwise. Returns false
 * when an issue concerns the document as a whole, which no local repair can mend.
 */
export function repairIssues(
  root: unknown,
  issues: readonly z.core.$ZodIssue[],
  log: ImportLog,
): boolean {
  // Deepest paths first, and list items from the end, so removals never shift a later path.
  const ordered = [...issues].sort((a, b) => {
    const last = (i: z.core.$ZodIssue) => i.path[i.path.length - 1];
    const la = last(a);
    const lb = last(b);
    if (typeof la === 'number' && typeof lb === 'number') return lb - la;
    return b.path.length - a.path.length;
  });
  for (const issue of ordered) {
    if (issue.path.length === 0) return false;
    const parent = parentOf(root, issue.path);
    const key = issue.path[issue.path.length - 1]!;
    const at = formatPath(issue.path);
    const container = parent as Record<PropertyKey, unknown> | unknown[] | undefined;
    if (container === undefined || container === null || typeof container !== 'object') continue;
    const value = (container as Record<PropertyKey, unknown>)[key as PropertyKey];
    if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
      const max = Number(issue.maximum);
      // Prose can lose its end; an address or an embedded picture cut short means nothing.
      if (typeof value === 'string' && /\s/.test(value.trim())) {
        (container as Record<PropertyKey, unknown>)[key as PropertyKey] =
          `${value.slice(0, max - 1).trimEnd()}…`;
        log.add(at, `shortened to ${max} characters`);
        continue;
      }
      if (Array.isArray(value)) {
        value.length = max;
        log.add(at, `only the first ${max} items kept`);
        continue;
      }
    }
    if (value === undefined) continue;
    if (Array.isArray(container) && typeof key === 'number') container.splice(key, 1);
    else delete (container as Record<PropertyKey, unknown>)[key as PropertyKey];
    log.add(at, `left out: ${issue.message}`);
  }
  return true;
}
