/**
 * A new stage's id: a slug of its name (ids stay stable across renames, so this is its only
 * chance to be readable), made unique among the board's ids. Always matches the contract's
 * `^[a-z0-9][a-z0-9-]{0,39}$`.
 */
export function stageIdFor(name: string, taken: ReadonlySet<string>): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'stage';
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const candidate = `${slug}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
