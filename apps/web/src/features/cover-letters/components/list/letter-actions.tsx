import type { CoverLetterSummary } from '@resumio/contract/cover-letters';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cx } from '@/components/ui/cx.ts';

export interface LetterActionsProps {
  letter: CoverLetterSummary;
  busy: boolean;
  renaming: boolean;
  renameRef?: Ref<HTMLButtonElement>;
  onDuplicate(): void;
  onStartRename(): void;
  onDelete(): void;
  /** Shown first in the group (the card's Open link). */
  children?: ReactNode;
  className?: string;
}

/** Duplicate, rename and delete one letter; each button names the letter for screen readers. */
export function LetterActions({
  letter,
  busy,
  renaming,
  renameRef,
  onDuplicate,
  onStartRename,
  onDelete,
  children,
  className,
}: LetterActionsProps) {
  return (
    <div
      role="group"
      aria-label={`Actions for ${letter.title}`}
      className={cx('flex gap-2', className)}
    >
      {children}
      <Button size="sm" variant="secondary" onClick={onDuplicate} disabled={busy}>
        Duplicate<span className="sr-only"> {letter.title}</span>
      </Button>
      <Button
        ref={renameRef}
        size="sm"
        variant="secondary"
        onClick={onStartRename}
        disabled={busy || renaming}
      >
        Rename<span className="sr-only"> {letter.title}</span>
      </Button>
      <Button
        size="sm"
        variant="danger-ghost"
        className="ml-auto"
        onClick={onDelete}
        disabled={busy}
      >
        Delete<span className="sr-only"> {letter.title}</span>
      </Button>
    </div>
  );
}
