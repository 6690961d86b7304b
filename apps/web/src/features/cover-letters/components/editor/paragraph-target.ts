import type { LetterBlock } from '@resumio/contract/cover-letters';
import type { Editor } from '@tiptap/react';
import { docToSourcedBlocks } from '../../model/letter-doc.ts';

/** The paragraph the cursor is in: its editor node, its place in the body and its text. */
export interface ParagraphTarget {
  node: number;
  block: number;
  paragraph: Extract<LetterBlock, { type: 'paragraph' }>;
}

export function paragraphAtCursor(editor: Editor): ParagraphTarget | null {
  const node = editor.state.selection.$from.index(0);
  return paragraphAt(editor, node);
}

export function paragraphAt(editor: Editor, node: number): ParagraphTarget | null {
  const sourced = docToSourcedBlocks(editor.getJSON());
  const block = sourced.findIndex((entry) => entry.node === node);
  const found = sourced[block]?.block;
  return found?.type === 'paragraph' ? { node, block, paragraph: found } : null;
}
