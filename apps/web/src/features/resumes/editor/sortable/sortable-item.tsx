import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { DragHandle } from '@/components/ui/drag-handle.tsx';

export interface SortableItemProps {
  id: string;
  /** Accessible name of the drag handle, e.g. "Drag Experience". */
  handleLabel: string;
  className?: string;
  /** Receives the drag handle to place inside the item's header. */
  children(handle: ReactNode): ReactNode;
  as?: 'li' | 'div';
}

export function SortableItem({
  id,
  handleLabel,
  className,
  children,
  as: Tag = 'li',
}: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <DragHandle
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      label={handleLabel}
      title="Drag to reorder"
    />
  );
  return (
    <Tag
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(className, isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-300')}
    >
      {children(handle)}
    </Tag>
  );
}
