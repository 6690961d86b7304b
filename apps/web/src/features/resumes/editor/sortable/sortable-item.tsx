import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { GripIcon } from './arrow-icons.tsx';

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
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      title="Drag to reorder"
      className="inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 active:cursor-grabbing"
    >
      <GripIcon />
    </button>
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
