import { type ListResumesQuery, RESUME_PAGE_SIZE_MAX } from '@resumio/contract/resumes';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { inputClasses, labelClasses } from '@/components/ui/field-styles.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { useNow } from '@/lib/use-now.ts';
import { useResumeList } from './api/list-resumes.ts';
import { LoadError } from './components/load-error.tsx';
import { ResumesTable } from './components/resumes-table.tsx';

type Sort = ListResumesQuery['sort'];
const SORTS: Sort[] = ['updated_desc', 'updated_asc', 'title_asc', 'title_desc', 'created_desc'];
const PAGE_SIZES = [25, 50, RESUME_PAGE_SIZE_MAX] as const;
const SEARCH_DELAY_MS = 250;

function readQuery(params: URLSearchParams) {
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'updated_desc';
  const size = Number(params.get('pageSize'));
  return {
    q: params.get('q') ?? '',
    sort,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 50,
  };
}

/** All resumes as a searchable, sortable, paginated table, for people with many versions. */
export function ResumesPage() {
  usePageMeta({ title: 'Resumes' });
  const searchId = useId();
  const sizeId = useId();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [draft, setDraft] = useState(query.q);
  const list = useResumeList({ ...query, q: query.q || undefined });
  const now = useNow();

  const update = (patch: Partial<ReturnType<typeof readQuery>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: 1, ...patch })) {
          if (value === '' || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  // Search as the user types, once they pause.
  useEffect(() => {
    if (draft.trim() === query.q) return;
    const timer = setTimeout(() => update({ q: draft.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const total = list.data?.total;
  return (
    <Container className="py-10 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Resumes</h1>
          <p className="mt-2 text-slate-600">
            Every version in one list: search by title, name or headline and sort by title or last
            edit.
          </p>
        </div>
        <div className="flex gap-3 sm:ml-auto">
          <ButtonLink to="/resume?new=1">New resume</ButtonLink>
          <ButtonLink to="/my-resumes" variant="secondary">
            Card view
          </ButtonLink>
        </div>
      </div>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: draft.trim() });
        }}
        className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor={searchId} className={labelClasses}>
            Search resumes
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Title, name or headline"
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={sizeId} className={labelClasses}>
            Rows per page
          </label>
          <select
            id={sizeId}
            value={query.pageSize}
            onChange={(event) => update({ pageSize: Number(event.target.value) })}
            className={inputClasses}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p role="status" className="mt-4 min-h-5 text-sm text-slate-600">
        {total === undefined
          ? ''
          : query.q
            ? `${total} ${total === 1 ? 'resume matches' : 'resumes match'} “${query.q}”`
            : `${total} ${total === 1 ? 'resume' : 'resumes'}`}
      </p>
      <div className="mt-3">
        {list.isPending ? (
          <div aria-busy="true" className="space-y-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <div className="rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">
              {query.q ? 'No resume matches your search' : 'No resumes yet'}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {query.q
                ? 'Try another word, or clear the search.'
                : 'Create your first one in minutes.'}
            </p>
            <ButtonLink to="/resume?new=1" className="mt-4">
              New resume
            </ButtonLink>
          </div>
        ) : (
          <>
            <ResumesTable
              items={list.data.items}
              sort={query.sort}
              now={now}
              onSort={(sort) => update({ sort })}
            />
            <Pager
              label="Resume list pages"
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </div>
    </Container>
  );
}
