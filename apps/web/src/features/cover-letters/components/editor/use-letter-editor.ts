import type { LetterBlock } from '@resumio/contract/cover-letters';
import { useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { blocksToDoc, docToBlocks } from '../../model/letter-doc.ts';
import { letterExtensions } from './letter-extensions.ts';

export const LETTER_BODY_ID = 'letter-body';

// One object for every render: the editor re-applies its options whenever they differ.
const EDITOR_PROPS = {
  attributes: {
    id: LETTER_BODY_ID,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': 'Letter body',
    'aria-describedby': 'letter-body-help',
    // Blocks a paragraph apart, lists with their markers (the base styles reset both).
    class:
      'min-h-72 px-4 py-3 text-[15px] leading-7 text-slate-900 focus:outline-none [&>*+*]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li+li]:mt-1',
  },
};

/** The rich-text editor of the letter body; every change reaches `onChange` as contract blocks. */
export function useLetterEditor(
  initialBody: readonly LetterBlock[],
  onChange: (body: LetterBlock[]) => void,
) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const [content] = useState(() => blocksToDoc(initialBody));
  return useEditor({
    extensions: letterExtensions,
    content,
    immediatelyRender: true,
    // The toolbar and the paragraph bar subscribe to what they show; the rest need not re-render.
    shouldRerenderOnTransaction: false,
    editorProps: EDITOR_PROPS,
    onUpdate: ({ editor }) => latest.current(docToBlocks(editor.getJSON())),
  });
}
