import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

export interface SortableListProps {
  /** Stable ids in display order. */
  ids: readonly string[];
  onMove(from: number, to: number): void;
  /** Names an item for screen-reader announcements while dragging. */
  describe(id: string): string;
  children: ReactNode;
}

/** Drag-and-drop reordering; every item also carries move buttons for keyboard users. */
export function SortableList({ ids, onMove, describe, children }: SortableListProps) {
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder, press space or enter to pick up, use the arrow keys to move, then press space or enter to drop. Or use the move up and move down buttons.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${describe(String(active.id))}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${describe(String(active.id))} is at position ${position(over.id)} of ${ids.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${describe(String(active.id))} dropped at position ${position(over.id)} of ${ids.length}.`
              : `${describe(String(active.id))} dropped.`,
          onDragCancel: ({ active }) => `Moving ${describe(String(active.id))} was cancelled.`,
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
