import type { JobApplication, JobStage } from '@resumio/contract/jobs';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { isApiError } from '@/lib/api-error.ts';
import { plural } from '@/lib/plural.ts';
import { useMoveJob } from '../../api/move-job.ts';
import { type DueBadge, dueBadges } from '../../model/due.ts';
import { jobName } from '../../model/labels.ts';
import { boardCollisions } from './board-collisions.ts';
import { BoardColumn } from './board-column.tsx';
import { JobCard } from './job-card.tsx';
import { useBoardSensors } from './sensors.ts';
import { type DropResult, useBoardDrag } from './use-board-drag.ts';

export interface BoardViewProps {
  stages: readonly JobStage[];
  jobs: readonly JobApplication[];
  today: string;
  onOpen(id: string): void;
  onNotice(notice: { tone: 'info' | 'error'; text: string }): void;
}

const NO_CARDS: readonly string[] = [];
const NOTHING_DUE: readonly DueBadge[] = [];

const INSTRUCTIONS =
  'To move an application, press space or enter on its move button to pick it up. Use the up and down arrow keys to change its place in a column, left and right to move it to another column, then press space or enter to drop it, or escape to cancel.';

/** One column per visible stage, in board order; cards move by mouse, touch or keyboard. */
export function BoardView({ stages, jobs, today, onOpen, onNotice }: BoardViewProps) {
  const visible = useMemo(() => stages.filter((stage) => !stage.hidden), [stages]);
  const move = useMoveJob();
  const sensors = useBoardSensors();

  const onDrop = ({ job, stageId, index }: DropResult) => {
    move.mutate(
      { id: job.id, version: job.version, stageId, index },
      {
        onError(error) {
          const name = jobName(job);
          onNotice({
            tone: 'error',
            text:
              isApiError(error) && error.status === 409
                ? `${name} was changed somewhere else, so it was not moved. The board now shows it as it is.`
                : `We couldn’t move ${name}: ${error.message}`,
          });
        },
      },
    );
  };
  const drag = useBoardDrag(jobs, visible, onDrop);

  const phaseOf = useMemo(() => new Map(stages.map((stage) => [stage.id, stage.phase])), [stages]);
  const due = useMemo(() => {
    const map = new Map<string, readonly DueBadge[]>();
    for (const job of jobs) {
      const badges = dueBadges(job, phaseOf.get(job.stageId), today);
      if (badges.length > 0) map.set(job.id, badges);
    }
    return map;
  }, [jobs, phaseOf, today]);

  // Stable callbacks, so the memoised columns and cards are not redrawn for a new function.
  const latestOpen = useRef(onOpen);
  useLayoutEffect(() => {
    latestOpen.current = onOpen;
  }, [onOpen]);
  const open = useCallback((id: string) => latestOpen.current(id), []);
  const added = useCallback((text: string) => onNotice({ tone: 'info', text }), [onNotice]);

  const hiddenCount =
    jobs.length - visible.reduce((sum, s) => sum + (drag.columns[s.id]?.length ?? 0), 0);

  return (
    <div>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        {...drag.handlers}
        accessibility={{
          announcements: drag.announcements,
          screenReaderInstructions: { draggable: INSTRUCTIONS },
        }}
      >
        {/* Relative: the screen-reader-only texts of far columns (absolutely positioned) must
            scroll with the board, not widen the page. */}
        <div
          role="group"
          aria-label="Board"
          className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:snap-none sm:px-0"
        >
          {visible.map((stage) => (
            <BoardColumn
              key={stage.id}
              stage={stage}
              ids={drag.columns[stage.id] ?? NO_CARDS}
              jobs={drag.jobById}
              due={due}
              onOpen={open}
              onAdded={added}
            />
          ))}
        </div>
        <DragOverlay>
          {drag.active ? (
            <JobCard job={drag.active} due={due.get(drag.active.id) ?? NOTHING_DUE} lifted />
          ) : null}
        </DragOverlay>
      </DndContext>
      {hiddenCount > 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {plural(hiddenCount, 'application is', 'applications are')} in hidden stages; the table
          lists them all.
        </p>
      ) : null}
    </div>
  );
}
