import type { LetterBlock, ParagraphAction } from '@resumio/contract/cover-letters';
import { TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { reworkParagraph } from '../../api/rework-paragraph.ts';
import { type ErrorView, describeError } from '../../model/describe-error.ts';
import { blockToNode, docToSourcedBlocks, sameBlock } from '../../model/letter-doc.ts';
import { trackLetterAction } from '../../model/track.ts';
import { paragraphAtCursor } from './paragraph-target.ts';

export const paragraphActionLabels: Record<ParagraphAction, string> = {
  regenerate: 'Regenerate',
  shorter: 'Shorter',
  more_formal: 'More formal',
};

const DONE: Record<ParagraphAction, string> = {
  regenerate: 'rewritten',
  shorter: 'shortened',
  more_formal: 'made more formal',
};

/** The last rewrite, kept so it can be taken back. */
interface Rewrite {
  node: number;
  before: LetterBlock;
  after: LetterBlock;
  action: ParagraphAction;
}

export type ReworkNotice =
  { tone: 'info'; text: string; undoable: boolean } | { tone: 'error'; view: ErrorView };

/** Replaces the top-level node at `index` with `block`, as one step of the editor's history. */
function replaceNode(editor: Editor, index: number, block: LetterBlock): void {
  editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      let from = 0;
      state.doc.forEach((_node, offset, i) => {
        if (i === index) from = offset;
      });
      const current = state.doc.child(index);
      const next = state.schema.nodeFromJSON(blockToNode(block));
      tr.replaceWith(from, from + current.nodeSize, next);
      tr.setSelection(TextSelection.near(tr.doc.resolve(from + next.nodeSize - 1), -1));
      return true;
    })
    .run();
}

const blockAtNode = (editor: Editor, node: number) =>
  docToSourcedBlocks(editor.getJSON()).find((entry) => entry.node === node)?.block;

/**
 * "Regenerate", "Shorter", "More formal" on the paragraph at the cursor: the server rewrites it,
 * the editor swaps it in (Ctrl+Z or Undo takes it back). If the paragraph was edited while it was
 * being rewritten, the edit wins and nothing is replaced.
 */
export function useParagraphRework(editor: Editor, letterId: string) {
  const [busy, setBusy] = useState<ParagraphAction | null>(null);
  const [notice, setNotice] = useState<ReworkNotice | null>(null);
  const last = useRef<Rewrite | null>(null);
  const variant = useRef(0);

  const run = async (action: ParagraphAction) => {
    const target = paragraphAtCursor(editor);
    if (!target || busy) return;
    setBusy(action);
    setNotice(null);
    variant.current += 1;
    try {
      const answer = await reworkParagraph(letterId, {
        block: target.block,
        action,
        current: target.paragraph.runs,
        variant: variant.current,
      });
      const now = blockAtNode(editor, target.node);
      if (!now || !sameBlock(now, target.paragraph)) {
        setNotice({
          tone: 'error',
          view: {
            title: 'The paragraph changed meanwhile',
            message: 'Your edit is kept. Try the rewrite again if you still want it.',
            fields: {},
            retryable: true,
          },
        });
        return;
      }
      replaceNode(editor, target.node, answer.block);
      last.current = { node: target.node, before: target.paragraph, after: answer.block, action };
      trackLetterAction('regenerate', letterId, {
        paragraph_action: action,
        engine: answer.engine,
        flags: answer.flags.length,
      });
      setNotice({
        tone: 'info',
        text: `Paragraph ${target.block + 1} ${DONE[action]}.`,
        undoable: true,
      });
    } catch (error) {
      setNotice({ tone: 'error', view: describeError(error, 'rewrite this paragraph') });
    } finally {
      setBusy(null);
    }
  };

  const undo = () => {
    const rewrite = last.current;
    if (!rewrite) return;
    const now = blockAtNode(editor, rewrite.node);
    if (now && sameBlock(now, rewrite.after)) {
      replaceNode(editor, rewrite.node, rewrite.before);
      setNotice({ tone: 'info', text: 'The paragraph is back as it was.', undoable: false });
    } else {
      setNotice({
        tone: 'info',
        text: 'The paragraph was edited since, so it stays as it is. Ctrl+Z steps back through every change.',
        undoable: false,
      });
    }
    last.current = null;
  };

  return { busy, notice, run, undo, dismiss: () => setNotice(null) };
}
