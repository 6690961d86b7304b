import type { JobApplication } from '@resumio/contract/jobs';
import { useSortable } from '@dnd-kit/sortable';
import { memo, useMemo } from 'react';
import { DragHandle } from '@/components/ui/drag-handle.tsx';
import type { DueBadge } from '../../model/due.ts';
import { jobName } from '../../model/labels.ts';
import { JobCard } from './job-card.tsx';

export interface SortableJobCardProps {
  job: JobApplication;
  stageId: string;
  due: readonly DueBadge[];
  onOpen(id: string): void;
}

/**
 * A card keeps its size while a card is dragged, so it is measured when the board changes, not
 * watched: a resize observer per card, started as each drag starts, was work for nothing.
 */
const FIXED_SIZE = { disabled: true };

/**
 * Where the library has moved a card, as a 2D translation: a 3D one (the library's own) makes
 * every shifted card a layer of its own, which the browser then composites on every frame of
 * the drag.
 */
const shift = (transform: { x: number; y: number } | null) =>
  transform ? `translate(${Math.round(transform.x)}px, ${Math.round(transform.y)}px)` : undefined;

/**
 * A card that moves: pointer and touch drag from anywhere on it (a click still opens it), the
 * keyboard picks it up from its handle only, so Enter on the title opens the application.
 */
export const SortableJobCard = memo(function SortableJobCard({
  job,
  stageId,
  due,
  onOpen,
}: SortableJobCardProps) {
  // The same data object while the card stays in its column: the drag library stores it.
  const data = useMemo(() => ({ type: 'card', stageId }), [stageId]);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: job.id, data, resizeObserverConfig: FIXED_SIZE });
  // The same element while nothing it shows changes, so the memoised card content is kept.
  const handle = useMemo(
    () => (
      <DragHandle
        ref={setActivatorNodeRef}
        {...attributes}
        label={`Move ${jobName(job)}`}
        title="Drag to move, or press Space to pick up"
        className="shrink-0"
      />
    ),
    [setActivatorNodeRef, attributes, job],
  );
  return (
    <li
      ref={setNodeRef}
      data-job-id={job.id}
      style={{ transform: shift(transform), transition }}
      {...listeners}
      className="touch-manipulation"
    >
      <JobCard job={job} due={due} handle={handle} onOpen={onOpen} placeholder={isDragging} />
    </li>
  );
});
