import type { JobApplication, JobStage } from '@resumio/contract/jobs';
import type {
  Announcements,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import { type Columns, columnsOf, findColumn } from '../../model/board-columns.ts';
import { jobName } from '../../model/labels.ts';
import { stageOfDroppable } from './drag-ids.ts';

export interface DropResult {
  job: JobApplication;
  stageId: string;
  index: number;
}

interface LocalOrder {
  columns: Columns;
  /** The list the order was made from: once it changes (the optimistic update), it wins. */
  jobs: readonly JobApplication[];
  dragging: boolean;
}

/**
 * The board's order while a card is dragged and just after it lands: the card moves between
 * columns as it is dragged over them, and on drop `onDrop` gets its stage and index. Also the
 * screen-reader announcements, naming the card, its column and its position there.
 */
export function useBoardDrag(
  jobs: readonly JobApplication[],
  stages: readonly JobStage[],
  onDrop: (result: DropResult) => void,
) {
  const serverColumns = useMemo(() => columnsOf(jobs, stages), [jobs, stages]);
  const [local, setLocal] = useState<LocalOrder | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  // Handlers and announcements run between renders: they read the drag's order from here.
  const current = useRef<Columns>({});
  const columns = local && (local.dragging || local.jobs === jobs) ? local.columns : serverColumns;

  const jobById = useMemo(() => new Map(jobs.map((job) => [job.id, job])), [jobs]);
  const stageName = (stageId: string | undefined) =>
    stages.find((stage) => stage.id === stageId)?.name ?? 'another stage';
  const nameOf = (id: UniqueIdentifier) => {
    const job = jobById.get(String(id));
    return job ? jobName(job) : 'The application';
  };
  const columnOf = (id: UniqueIdentifier) =>
    stageOfDroppable(id) ?? findColumn(current.current, String(id));

  const update = (next: Columns, dragging: boolean) => {
    current.current = next;
    setLocal({ columns: next, jobs, dragging });
  };

  /** Where the dragged card is now: its column and 1-based position, as announced. */
  const place = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    const stageId = columnOf(activeId);
    const ids = stageId ? (current.current[stageId] ?? []) : [];
    const overIndex = stageOfDroppable(overId) ? -1 : ids.indexOf(String(overId));
    const index = overIndex >= 0 ? overIndex : ids.indexOf(String(activeId));
    return `${stageName(stageId)}, position ${index + 1} of ${ids.length}`;
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    update(columns, true);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const activeKey = String(active.id);
    const from = columnOf(active.id);
    const to = columnOf(over.id);
    if (!from || !to || from === to) return;
    const cols = current.current;
    const target = [...(cols[to] ?? [])];
    let index = target.length;
    if (!stageOfDroppable(over.id)) {
      const overIndex = target.indexOf(String(over.id));
      const dragged = active.rect.current.translated;
      const below = dragged ? dragged.top > over.rect.top + over.rect.height / 2 : false;
      index = overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length;
    }
    target.splice(index, 0, activeKey);
    update(
      { ...cols, [from]: (cols[from] ?? []).filter((id) => id !== activeKey), [to]: target },
      true,
    );
  };

  const finish = () => setActiveId(null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    finish();
    const activeKey = String(active.id);
    const job = jobById.get(activeKey);
    const stageId = columnOf(active.id);
    if (!over || !job || !stageId) {
      setLocal(null);
      return;
    }
    let cols = current.current;
    const ids = cols[stageId] ?? [];
    if (!stageOfDroppable(over.id) && columnOf(over.id) === stageId) {
      const from = ids.indexOf(activeKey);
      const to = ids.indexOf(String(over.id));
      if (from !== to && to >= 0) cols = { ...cols, [stageId]: arrayMove(ids, from, to) };
    }
    const index = (cols[stageId] ?? []).indexOf(activeKey);
    const unchanged =
      job.stageId === stageId && serverColumns[stageId]?.indexOf(activeKey) === index;
    if (unchanged) {
      current.current = serverColumns;
      setLocal(null);
      return;
    }
    update(cols, false);
    onDrop({ job, stageId, index });
  };

  const onDragCancel = () => {
    finish();
    current.current = serverColumns;
    setLocal(null);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, in ${place(active.id, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${place(active.id, over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped in ${place(active.id, active.id)}.`
        : `${nameOf(active.id)} dropped back where it was.`,
    onDragCancel: ({ active }) => {
      const job = jobById.get(String(active.id));
      return `Moving ${nameOf(active.id)} was cancelled. It stays in ${stageName(job?.stageId)}.`;
    },
  };

  return {
    columns,
    active: activeId ? (jobById.get(activeId) ?? null) : null,
    jobById,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
    announcements,
  };
}
