import type { LetterBlock, LetterRun } from '@resumio/contract/cover-letters';

/**
 * The editor's document (TipTap/ProseMirror JSON) and the letter body of the contract
 * (`LetterBlock[]`), both ways. The editor allows only what a block can hold: paragraphs and flat
 * bullet or numbered lists of text that may be bold or italic; a line break inside a paragraph
 * (Shift+Enter) is a "\n" in the run's text.
 */

/** The slice of TipTap's `JSONContent` this file reads and writes. */
export interface EditorNode {
  type?: string;
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
}

/** A block of the body and the top-level editor node it came from. */
export interface SourcedBlock {
  block: LetterBlock;
  node: number;
}

const LIST_TYPES: Record<string, boolean> = { bulletList: false, orderedList: true };

function sameMarks(a: LetterRun, b: LetterRun): boolean {
  return Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic);
}

function run(text: string, bold: boolean, italic: boolean): LetterRun {
  return { text, ...(bold ? { bold: true } : {}), ...(italic ? { italic: true } : {}) };
}

/** Joins neighbours with the same marks and drops empty runs, so equal text compares equal. */
export function normalizeRuns(runs: readonly LetterRun[]): LetterRun[] {
  const out: LetterRun[] = [];
  for (const next of runs) {
    if (!next.text) continue;
    const last = out.at(-1);
    if (last && sameMarks(last, next)) last.text += next.text;
    else out.push(run(next.text, Boolean(next.bold), Boolean(next.italic)));
  }
  return out;
}

function inlineRuns(nodes: readonly EditorNode[] | undefined): LetterRun[] {
  const runs: LetterRun[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') runs.push({ text: '\n' });
    else if (node.type === 'text' && node.text) {
      const marks = new Set((node.marks ?? []).map((mark) => mark.type));
      runs.push(run(node.text, marks.has('bold'), marks.has('italic')));
    } else if (node.content) runs.push(...inlineRuns(node.content));
  }
  return normalizeRuns(runs);
}

const isBlank = (runs: readonly LetterRun[]) => runs.every((r) => !r.text.trim());

/** The items of a list, nested lists flattened into it; several paragraphs of an item join by line. */
function listItems(list: EditorNode): LetterRun[][] {
  const items: LetterRun[][] = [];
  for (const item of list.content ?? []) {
    const lines: LetterRun[][] = [];
    const nested: LetterRun[][] = [];
    for (const child of item.content ?? []) {
      if (child.type && child.type in LIST_TYPES) nested.push(...listItems(child));
      else lines.push(inlineRuns(child.content));
    }
    const joined = normalizeRuns(
      lines.flatMap((line, i) => (i ? [{ text: '\n' }, ...line] : line)),
    );
    if (!isBlank(joined)) items.push(joined);
    items.push(...nested);
  }
  return items;
}

/**
 * The body blocks of an editor document, each with the index of the top-level node it came from.
 * Empty paragraphs and empty lists are left out: they are spacing, not content.
 */
export function docToSourcedBlocks(doc: EditorNode): SourcedBlock[] {
  const out: SourcedBlock[] = [];
  (doc.content ?? []).forEach((node, index) => {
    if (node.type && node.type in LIST_TYPES) {
      const items = listItems(node);
      if (items.length) {
        out.push({ block: { type: 'list', ordered: LIST_TYPES[node.type]!, items }, node: index });
      }
      return;
    }
    // Paragraphs, and anything else with text (nothing else is allowed, but a paste may try).
    const runs = inlineRuns(node.content);
    if (!isBlank(runs)) out.push({ block: { type: 'paragraph', runs }, node: index });
  });
  return out;
}

export function docToBlocks(doc: EditorNode): LetterBlock[] {
  return docToSourcedBlocks(doc).map((entry) => entry.block);
}

function runsToInline(runs: readonly LetterRun[]): EditorNode[] {
  const nodes: EditorNode[] = [];
  for (const piece of normalizeRuns(runs)) {
    const marks = [
      ...(piece.bold ? [{ type: 'bold' }] : []),
      ...(piece.italic ? [{ type: 'italic' }] : []),
    ];
    piece.text.split('\n').forEach((text, i) => {
      if (i > 0) nodes.push({ type: 'hardBreak' });
      // ProseMirror has no empty text nodes.
      if (text) nodes.push({ type: 'text', text, ...(marks.length ? { marks } : {}) });
    });
  }
  return nodes;
}

function paragraph(runs: readonly LetterRun[]): EditorNode {
  const content = runsToInline(runs);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/** One body block as an editor node. */
export function blockToNode(block: LetterBlock): EditorNode {
  if (block.type === 'paragraph') return paragraph(block.runs);
  return {
    type: block.ordered ? 'orderedList' : 'bulletList',
    content: block.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
  };
}

/** The editor document of a body; an empty body is one empty paragraph to type into. */
export function blocksToDoc(blocks: readonly LetterBlock[]): EditorNode {
  return {
    type: 'doc',
    content: blocks.length ? blocks.map(blockToNode) : [{ type: 'paragraph' }],
  };
}

/** Blocks as the converter would give them back: merged runs, no empty ones, no false marks. */
export function normalizeBlocks(blocks: readonly LetterBlock[]): LetterBlock[] {
  return docToBlocks(blocksToDoc(blocks));
}

export function sameBlock(a: LetterBlock, b: LetterBlock): boolean {
  return JSON.stringify(normalizeBlocks([a])) === JSON.stringify(normalizeBlocks([b]));
}
