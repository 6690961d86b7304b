import {
  type LetterBlock,
  LetterBlockSchema,
  type LetterRun,
} from '@resumio/contract/cover-letters';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { letterExtensions } from '../components/editor/letter-extensions.ts';
import {
  type EditorNode,
  blocksToDoc,
  docToBlocks,
  docToSourcedBlocks,
  normalizeRuns,
  sameBlock,
} from './letter-doc.ts';

const paragraph = (...runs: LetterRun[]): LetterBlock => ({ type: 'paragraph', runs });

const body: LetterBlock[] = [
  paragraph(
    { text: 'I am writing about the ' },
    { text: 'Platform Engineer', bold: true },
    {
      text: ' role.',
    },
  ),
  paragraph(
    { text: 'At Halvard I cut deploy time by ' },
    { text: '40%', bold: true, italic: true },
    { text: '.\nSecond line of the same paragraph.' },
  ),
  {
    type: 'list',
    ordered: false,
    items: [[{ text: 'Kubernetes' }], [{ text: 'Terraform', italic: true }]],
  },
  { type: 'list', ordered: true, items: [[{ text: 'First' }], [{ text: 'Second' }]] },
  paragraph({ text: 'Thank you for your time.' }),
];

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function tiptap(content: EditorNode): Editor {
  editor = new Editor({ extensions: letterExtensions, content });
  return editor;
}

describe('letter body <-> editor document', () => {
  it('round-trips every kind of block through the real editor unchanged', () => {
    const loaded = tiptap(blocksToDoc(body));
    const back = docToBlocks(loaded.getJSON());
    expect(back).toEqual(body);
    for (const block of back) expect(LetterBlockSchema.safeParse(block).success).toBe(true);
  });

  it('maps marks and line breaks to the editor’s nodes', () => {
    const doc = blocksToDoc([body[1]!]);
    expect(doc.content?.[0]?.content).toEqual([
      { type: 'text', text: 'At Halvard I cut deploy time by ' },
      { type: 'text', text: '40%', marks: [{ type: 'bold' }, { type: 'italic' }] },
      { type: 'text', text: '.' },
      { type: 'hardBreak' },
      { type: 'text', text: 'Second line of the same paragraph.' },
    ]);
  });

  it('keeps only what a letter holds: bold and italic, no other marks', () => {
    const doc: EditorNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Plain ' },
            { type: 'text', text: 'linked', marks: [{ type: 'link', attrs: { href: 'x' } }] },
            { type: 'text', text: ' and ', marks: [{ type: 'underline' }] },
            { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
          ],
        },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      paragraph({ text: 'Plain linked and ' }, { text: 'bold', bold: true }),
    ]);
  });

  it('leaves out empty paragraphs and empty list items, and remembers each block’s node', () => {
    const doc: EditorNode = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '   ' }] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph' }] },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A' }] }],
            },
          ],
        },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
      ],
    };
    expect(docToSourcedBlocks(doc)).toEqual([
      { block: paragraph({ text: 'One' }), node: 1 },
      { block: { type: 'list', ordered: false, items: [[{ text: 'A' }]] }, node: 3 },
      { block: paragraph({ text: 'Two' }), node: 5 },
    ]);
  });

  it('flattens a nested list and joins an item’s paragraphs by line', () => {
    const doc: EditorNode = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'Outer' }] },
                { type: 'paragraph', content: [{ type: 'text', text: 'more' }] },
                {
                  type: 'orderedList',
                  content: [
                    {
                      type: 'listItem',
                      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Inner' }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      { type: 'list', ordered: false, items: [[{ text: 'Outer\nmore' }], [{ text: 'Inner' }]] },
    ]);
  });

  it('gives an empty body one empty paragraph to type into', () => {
    expect(blocksToDoc([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(docToBlocks(tiptap(blocksToDoc([])).getJSON())).toEqual([]);
  });

  it('merges neighbouring runs with the same marks and drops empty ones', () => {
    expect(
      normalizeRuns([
        { text: 'a', bold: false },
        { text: '' },
        { text: 'b' },
        { text: 'c', bold: true },
        { text: 'd', bold: true, italic: false },
      ]),
    ).toEqual([{ text: 'ab' }, { text: 'cd', bold: true }]);
    expect(sameBlock(paragraph({ text: 'a' }, { text: 'b' }), paragraph({ text: 'ab' }))).toBe(
      true,
    );
    expect(sameBlock(paragraph({ text: 'ab' }), paragraph({ text: 'ab', bold: true }))).toBe(false);
  });

  it('follows what is typed in the editor: marks, lists and new paragraphs', () => {
    const live = tiptap(blocksToDoc([paragraph({ text: 'Dear team,' })]));
    live.chain().focus('end').insertContent(' ').toggleBold().insertContent('thanks').run();
    live.chain().splitBlock().toggleBold().insertContent('Item').toggleBulletList().run();
    expect(docToBlocks(live.getJSON())).toEqual([
      paragraph({ text: 'Dear team, ' }, { text: 'thanks', bold: true }),
      { type: 'list', ordered: false, items: [[{ text: 'Item' }]] },
    ]);
  });

  it('keeps a list flat: Tab in a list is left to the browser, to move focus on', () => {
    const items = [[{ text: 'One' }], [{ text: 'Two' }]];
    const live = tiptap(blocksToDoc([{ type: 'list', ordered: false, items }]));
    live.commands.focus('end');
    const handled = ['Tab', 'Shift-Tab'].map((key) =>
      live.view.someProp('handleKeyDown', (handle) =>
        handle(
          live.view,
          new KeyboardEvent('keydown', { key: 'Tab', shiftKey: key === 'Shift-Tab' }),
        ),
      ),
    );
    expect(handled).toEqual([undefined, undefined]);
    expect(docToBlocks(live.getJSON())).toEqual([{ type: 'list', ordered: false, items }]);
  });
});
