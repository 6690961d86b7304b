export function TagList({ tags, max = 4 }: { tags: readonly string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-md bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
          {tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="px-1 py-0.5 text-xs text-slate-600">
          +{more} <span className="sr-only">more</span>
        </li>
      ) : null}
    </ul>
  );
}
