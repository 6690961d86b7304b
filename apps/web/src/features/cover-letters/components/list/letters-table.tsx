import { COVER_LETTER_TITLE_MAX, type CoverLetterSummary } from '@resumio/contract/cover-letters';
import { RelativeTimeText } from '@/components/relative-time-text.tsx';
import { FOCUS_ITEM_ATTRIBUTE } from '@/lib/focus/use-focus-after-removal.ts';
import { InlineRename } from '@/components/ui/inline-rename.tsx';
import { Link } from 'react-router';
import { wordTarget } from '../../model/word-target.ts';
import { letterPath } from './letter-card.tsx';
import { LetterActions } from './letter-actions.tsx';
import { type LetterSort, SortHeader } from './sort-header.tsx';
import type { LetterActions as Actions } from './use-letter-actions.ts';

export interface LettersTableProps {
  items: readonly CoverLetterSummary[];
  sort: LetterSort;
  now: number;
  actions: Actions;
  onSort(sort: LetterSort): void;
}

/** The letters as rows: title, job, words and last edit, with the same actions as the cards. */
export function LettersTable({ items, sort, now, actions, onSort }: LettersTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm" data-testid="cover-letters-table">
        <caption className="sr-only">Your cover letters</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <SortHeader
              label="Title"
              asc="title_asc"
              desc="title_desc"
              sort={sort}
              onSort={onSort}
            />
            <th
              scope="col"
              className="hidden px-4 py-3 text-left font-semibold text-slate-700 md:table-cell"
            >
              Job
            </th>
            <th
              scope="col"
              className="hidden px-4 py-3 text-left font-semibold text-slate-700 lg:table-cell"
            >
              Words
            </th>
            <SortHeader
              className="whitespace-nowrap"
              label="Last edited"
              asc="updated_asc"
              desc="updated_desc"
              sort={sort}
              onSort={onSort}
              defaultDesc
            />
            <th scope="col" className="px-4 py-3 text-left">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((letter) => {
            const renaming = actions.renamingId === letter.id;
            return (
              <tr
                key={letter.id}
                {...{ [FOCUS_ITEM_ATTRIBUTE]: letter.id }}
                className="align-top hover:bg-slate-50"
              >
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                  {renaming ? (
                    <InlineRename
                      title={letter.title}
                      maxLength={COVER_LETTER_TITLE_MAX}
                      saving={actions.renameState.saving}
                      error={actions.renameState.error}
                      onSave={(title) => actions.rename(letter, title)}
                      onCancel={actions.cancelRename}
                    />
                  ) : (
                    <Link
                      to={letterPath(letter.id)}
                      className="break-words hover:text-brand-700 hover:underline focus-visible:rounded-sm"
                    >
                      {letter.title}
                    </Link>
                  )}
                </th>
                <td className="hidden px-4 py-3 text-slate-700 md:table-cell">
                  <span className="block">{letter.jobTitle || '—'}</span>
                  <span className="block text-xs text-slate-600">{letter.company}</span>
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums lg:table-cell">
                  {wordTarget(letter.wordCount, letter.length).label}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <RelativeTimeText iso={letter.updatedAt} now={now} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <LetterActions
                    letter={letter}
                    busy={actions.busyId === letter.id}
                    renaming={renaming}
                    onDuplicate={() => void actions.duplicate(letter)}
                    onStartRename={() => actions.startRename(letter.id)}
                    onDelete={() => void actions.delete(letter)}
                    className="justify-end"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
