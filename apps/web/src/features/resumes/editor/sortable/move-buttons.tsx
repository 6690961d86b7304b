import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons.tsx';

export interface MoveButtonsProps {
  /** What moves, e.g. "Experience" or "entry 2"; completes "Move … up". */
  itemLabel: string;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
}

const buttonClasses =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/** The keyboard (and pointer) alternative to dragging: one step up or down. */
export function MoveButtons({ itemLabel, index, count, onMove }: MoveButtonsProps) {
  return (
    <span className="inline-flex">
      <button
        type="button"
        className={buttonClasses}
        aria-label={`Move ${itemLabel} up`}
        title="Move up"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpIcon />
      </button>
      <button
        type="button"
        className={buttonClasses}
        aria-label={`Move ${itemLabel} down`}
        title="Move down"
        disabled={index >= count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownIcon />
      </button>
    </span>
  );
}
