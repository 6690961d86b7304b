import { cx } from '@/components/ui/cx.ts';
import type { TocEntry } from '../blog-types.ts';

/**
 * The article's sections. On a phone it sits above the text and lists the main sections only; on a
 * wide screen it stays beside the text with every heading.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 text-sm leading-6">
        {entries.map((entry) => (
          <li key={entry.id} className={cx(entry.depth === 3 && 'hidden pl-4 lg:block')}>
            <a
              href={`#${entry.id}`}
              className="block rounded-sm py-1 text-slate-700 hover:text-brand-700 hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
