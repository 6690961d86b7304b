export type Path = readonly (string | number)[];

/** A copy of `target` with the value at `path` replaced; containers on the path are copied. */
export function setIn<T>(target: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (target ?? (typeof head === 'number' ? [] : {})) as Record<
    string | number,
    unknown
  >;
  const next = setIn(container[head], rest, value);
  if (container[head] === next) return target;
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[head as number] = next;
    return copy as T;
  }
  return { ...container, [head]: next } as T;
}

export function getIn(target: unknown, path: Path): unknown {
  let value = target;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
