import type { CoverLetterSummary } from '@resumio/contract/cover-letters';
import { useMemo, useRef } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { UndoToast } from '@/components/ui/undo-toast.tsx';
import { FOCUS_ITEM_ATTRIBUTE, useFocusAfterRemoval } from '@/lib/focus/use-focus-after-removal.ts';
import { plural } from '@/lib/plural.ts';
import { useNow } from '@/lib/use-now.ts';
import type { useCoverLetterList } from '../../api/list-cover-letters.ts';
import { EmptyLetters } from './empty-letters.tsx';
import { LetterCard } from './letter-card.tsx';
import { LetterGridSkeleton, LetterTableSkeleton } from './letter-grid-skeleton.tsx';
import { LetterListToolbar } from './letter-list-toolbar.tsx';
import { LettersTable } from './letters-table.tsx';
import { type ListParams, PAGE_SIZE } from './list-params.ts';
import { useLetterActions } from './use-letter-actions.ts';

export interface LetterLibraryProps {
  params: ListParams;
  /** The page of letters the params ask for (the page also reads it, for its header). */
  list: ReturnType<typeof useCoverLetterList>;
  newLetterPath: string;
  onChange(patch: Partial<ListParams>): void;
}

/** The list request for the params in the address. */
export const listQuery = (params: ListParams) => ({
  page: params.page,
  pageSize: PAGE_SIZE[params.view],
  sort: params.sort,
  q: params.q || undefined,
});

/** The user's letters as cards or a table, searchable and sortable, with their actions. */
export function LetterLibrary({ params, list, newLetterPath, onChange }: LetterLibraryProps) {
  const letterActions = useLetterActions();
  const now = useNow();
  const shown = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => list.data?.items.map((letter) => letter.id), [list.data]);
  const focus = useFocusAfterRemoval(ids, shown, shown);
  const actions = {
    ...letterActions,
    delete: async (letter: CoverLetterSummary) => {
      focus.removing(letter.id);
      const done = await letterActions.delete(letter);
      if (!done) focus.cancel();
      return done;
    },
  };
  const total = list.data?.total;
  const firstEver = total === 0 && !params.q;

  return (
    <div ref={shown} tabIndex={-1} className="space-y-6 focus:outline-none">
      {firstEver ? null : (
        <>
          <LetterListToolbar params={params} onChange={onChange} />
          <p role="status" className="min-h-5 text-sm text-slate-600">
            {total === undefined
              ? ''
              : params.q
                ? `${plural(total, 'letter matches', 'letters match')} “${params.q}”`
                : plural(total, 'letter')}
          </p>
        </>
      )}
      {actions.message ? <Alert tone={actions.message.tone} title={actions.message.text} /> : null}
      {list.isPending ? (
        params.view === 'table' ? (
          <LetterTableSkeleton />
        ) : (
          <LetterGridSkeleton />
        )
      ) : list.isError ? (
        <QueryRetryAlert title="Your cover letters did not load" query={list} />
      ) : firstEver ? (
        <EmptyLetters newLetterPath={newLetterPath} />
      ) : list.data.items.length === 0 ? (
        <div className="rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No letter matches your search</h2>
          <p className="mt-1 text-sm text-slate-600">Try another word, or clear the search.</p>
        </div>
      ) : (
        <>
          {params.view === 'table' ? (
            <LettersTable
              items={list.data.items}
              sort={params.sort}
              now={now}
              actions={actions}
              onSort={(sort) => onChange({ sort, page: 1 })}
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.items.map((letter) => (
                <li key={letter.id} {...{ [FOCUS_ITEM_ATTRIBUTE]: letter.id }}>
                  <LetterCard
                    letter={letter}
                    now={now}
                    busy={actions.busyId === letter.id}
                    renaming={actions.renamingId === letter.id ? actions.renameState : null}
                    onStartRename={() => actions.startRename(letter.id)}
                    onRename={(title) => actions.rename(letter, title)}
                    onCancelRename={actions.cancelRename}
                    onDuplicate={() => void actions.duplicate(letter)}
                    onDelete={() => void actions.delete(letter)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager
            label="Cover letter pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => onChange({ page })}
          />
        </>
      )}
      {actions.deleted ? (
        <UndoToast
          toastKey={actions.deleted.id}
          message={`“${actions.deleted.title}” was deleted.`}
          busy={actions.restoring}
          onUndo={actions.undoDelete}
          onDismiss={actions.dismissUndo}
        />
      ) : null}
    </div>
  );
}
