// Paths such as `work[1].highlights[2]` or `basics.summary` into a plain resume object.

export type PathPart = string | number;

export function parsePath(path: string): PathPart[] {
  const parts: PathPart[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    parts.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  }
  return parts;
}

type Container = Record<string | number, unknown>;

export function getAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const part of parsePath(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Container)[part];
  }
  return node;
}

/** Sets a value, creating plain objects on the way; false when an array index is missing. */
export function setAt(root: unknown, path: string, value: unknown): boolean {
  const parts = parsePath(path);
  let node = root as Container;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]!;
    let next = node[part];
    if (next === undefined || next === null) {
      if (typeof part === 'number') return false;
      next = typeof parts[i + 1] === 'number' ? [] : {};
      node[part] = next;
    }
    if (typeof next !== 'object') return false;
    node = next as Container;
  }
  node[parts[parts.length - 1]!] = value;
  return true;
}
