import type { ComponentProps } from 'react';
import { cx } from './cx.ts';
import { GripIcon } from './icons.tsx';

export interface DragHandleProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** The handle's accessible name: what it moves ("Move Acme – Designer", "Drag Experience"). */
  label: string;
}

/**
 * The grip a sortable item is picked up by. The caller spreads its drag library's activator ref,
 * attributes and (where the whole item is not the drag source) listeners onto it.
 */
export function DragHandle({ label, className, ...props }: DragHandleProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cx(
        'inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 active:cursor-grabbing',
        className,
      )}
      {...props}
    >
      <GripIcon />
    </button>
  );
}
