import { paragraphActions } from '@resumio/contract/cover-letters';
import { type Editor, useEditorState } from '@tiptap/react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paragraphAtCursor } from './paragraph-target.ts';
import { paragraphActionLabels, useParagraphRework } from './use-paragraph-rework.ts';

export interface ParagraphActionsProps {
  editor: Editor;
  letterId: string;
}

/** Rework the paragraph at the cursor; the bar names which paragraph it acts on. */
export function ParagraphActions({ editor, letterId }: ParagraphActionsProps) {
  const rework = useParagraphRework(editor, letterId);
  const block = useEditorState({
    editor,
    selector: ({ editor: e }) => paragraphAtCursor(e)?.block ?? null,
  });
  const label = block === null ? 'Rework a paragraph' : `Rework paragraph ${block + 1}`;
  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={label}
        className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2"
      >
        <span className="mr-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {block === null ? 'Click in a paragraph to rework it' : `Paragraph ${block + 1}`}
        </span>
        {paragraphActions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant="secondary"
            disabled={block === null || rework.busy !== null}
            aria-busy={rework.busy === action || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void rework.run(action)}
          >
            {rework.busy === action ? 'Working…' : paragraphActionLabels[action]}
          </Button>
        ))}
      </div>
      <div aria-live="polite" className="empty:hidden">
        {rework.notice?.tone === 'info' ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <p>{rework.notice.text}</p>
            {rework.notice.undoable ? (
              <Button size="sm" variant="secondary" onClick={rework.undo}>
                Undo the rewrite
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" className="ml-auto" onClick={rework.dismiss}>
              Dismiss
            </Button>
          </div>
        ) : null}
      </div>
      {rework.notice?.tone === 'error' ? (
        <Alert tone="error" title={rework.notice.view.title}>
          <p>{rework.notice.view.message}</p>
        </Alert>
      ) : null}
    </div>
  );
}
