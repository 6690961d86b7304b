import type { JobApplication, JobStage } from '@resumio/contract/jobs';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cx } from '@/components/ui/cx.ts';
import type { DueBadge } from '../../model/due.ts';
import { COLUMN_CARDS_SHOWN } from '../../model/board-columns.ts';
import { phaseLabels } from '../../model/labels.ts';
import { columnDroppableId } from './drag-ids.ts';
import { QuickAdd } from './quick-add.tsx';
import { SortableJobCard } from './sortable-job-card.tsx';

export interface BoardColumnProps {
  stage: JobStage;
  ids: readonly string[];
  jobs: ReadonlyMap<string, JobApplication>;
  due: ReadonlyMap<string, readonly DueBadge[]>;
  onOpen(id: string): void;
  onAdded(message: string): void;
}

const NOTHING_DUE: readonly DueBadge[] = [];

/**
 * One stage: its name and count, quick add, and its cards in order. Memoised, and its shown ids
 * keep their identity: while a card is dragged, a column the card does not touch stays as it is.
 */
export const BoardColumn = memo(function BoardColumn({
  stage,
  ids,
  jobs,
  due,
  onOpen,
  onAdded,
}: BoardColumnProps) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({
    id: columnDroppableId(stage.id),
    data: { type: 'column', stageId: stage.id },
  });
  const count = ids.length;
  const [shown, setShown] = useState(COLUMN_CARDS_SHOWN);
  const visible = useMemo(() => (count > shown ? ids.slice(0, shown) : ids), [ids, count, shown]);
  const hidden = count - visible.length;
  return (
    <section
      aria-labelledby={headingId}
      data-stage-id={stage.id}
      className="flex w-[82vw] max-w-80 flex-none snap-start flex-col rounded-2xl border border-slate-200 bg-slate-50 sm:w-72"
    >
      <header className="flex items-center gap-2 px-3 pt-3">
        <h2 id={headingId} className="min-w-0 flex-1 truncate font-semibold text-slate-900">
          {stage.name}
        </h2>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
          {count} <span className="sr-only">{count === 1 ? 'application' : 'applications'}</span>
        </span>
      </header>
      {stage.name !== phaseLabels[stage.phase] ? (
        <p className="px-3 text-xs text-slate-600">{phaseLabels[stage.phase]} phase</p>
      ) : null}
      <div className="px-2 pt-2">
        <QuickAdd stage={stage} onAdded={onAdded} />
      </div>
      <SortableContext
        id={stage.id}
        items={visible as string[]}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={setNodeRef}
          aria-labelledby={headingId}
          className={cx(
            'flex min-h-28 flex-1 flex-col gap-2 rounded-b-2xl p-2',
            isOver && 'bg-brand-50',
          )}
        >
          {visible.map((id) => {
            const job = jobs.get(id);
            if (!job) return null;
            return (
              <SortableJobCard
                key={id}
                job={job}
                stageId={stage.id}
                due={due.get(id) ?? NOTHING_DUE}
                onOpen={onOpen}
              />
            );
          })}
          {count === 0 ? (
            <li className="rounded-xl border-2 border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
              Drop an application here
            </li>
          ) : null}
        </ol>
      </SortableContext>
      {hidden > 0 ? (
        <div className="px-2 pb-2">
          <Button variant="ghost" size="sm" className="w-full" onClick={() => setShown(count)}>
            Show {hidden} more <span className="sr-only">in {stage.name}</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
});
