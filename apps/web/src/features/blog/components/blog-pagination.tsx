import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { cx } from '@/components/ui/cx.ts';

export interface BlogPaginationProps {
  page: number;
  pageCount: number;
  pathFor(page: number): string;
}

/** Numbered page links: each page of a listing is an address crawlers and readers can open. */
export function BlogPagination({ page, pageCount, pathFor }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={pathFor(page - 1)} rel="prev" className={buttonClasses('secondary', 'sm')}>
          Previous<span className="sr-only"> page</span>
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={pathFor(number)}
              aria-current={number === page ? 'page' : undefined}
              className={cx(
                buttonClasses(number === page ? 'primary' : 'secondary', 'sm'),
                'min-w-10',
              )}
            >
              <span className="sr-only">Page </span>
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link to={pathFor(page + 1)} rel="next" className={buttonClasses('secondary', 'sm')}>
          Next<span className="sr-only"> page</span>
        </Link>
      ) : null}
    </nav>
  );
}
