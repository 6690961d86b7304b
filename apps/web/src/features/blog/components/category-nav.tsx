import { Link } from 'react-router';
import { cx } from '@/components/ui/cx.ts';
import { blogCategories } from '../blog-categories.ts';
import { blogPaths } from '../blog-posts.ts';

const pill =
  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors';
const idle = 'border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-800';
const current = 'border-brand-700 bg-brand-700 text-white';

/** The category filter: plain links, so every category has an address of its own. */
export function CategoryNav({ active }: { active?: string }) {
  const items = [
    { to: blogPaths.index(), label: 'All articles', current: active === undefined },
    ...blogCategories.map((category) => ({
      to: blogPaths.category(category.slug),
      label: category.name,
      current: active === category.slug,
    })),
  ];
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item.current ? 'page' : undefined}
              className={cx(pill, item.current ? current : idle)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
