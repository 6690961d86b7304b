import { Node, mergeAttributes } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';

/**
 * A list item of one paragraph: a letter's lists are flat, as the contract's blocks are. It binds
 * no Tab keys, so Tab leaves the editor as it does everywhere else on the page.
 */
const FlatListItem = Node.create({
  name: 'listItem',
  content: 'paragraph',
  defining: true,
  parseHTML() {
    return [{ tag: 'li' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['li', mergeAttributes(HTMLAttributes), 0];
  },
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});

/** Paragraphs, bold, italic, bullet and numbered lists, line breaks, undo: nothing more. */
export const letterExtensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    listItem: false,
    dropcursor: false,
    gapcursor: false,
  }),
  FlatListItem,
];
