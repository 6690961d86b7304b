import { type PlainObject, isPlainObject } from './field-formats.ts';
import {
  type TextBlock,
  blocksToLine,
  blocksToText,
  htmlToBlocks,
  looksLikeHtml,
} from './html-to-text.ts';
import { type ImportLog, childPath } from './import-log.ts';
import type { Shape } from './model-shape.ts';

// Text fields shown as paragraphs keep their line structure; the rest are single lines.
const PARAGRAPH_FIELDS = new Set(['summary', 'description', 'reference']);
// Where a description's trailing list can become the entry's bullet points.
const BULLET_FIELD = 'highlights';

function trailingItems(blocks: readonly TextBlock[]): number {
  let count = 0;
  for (let i = blocks.length - 1; i >= 0 && blocks[i]!.kind === 'item'; i--) count++;
  return count;
}

function convertParagraphs(
  node: PlainObject,
  key: string,
  shape: Extract<Shape, { kind: 'object' }>,
  path: string,
  log: ImportLog,
): void {
  const blocks = htmlToBlocks(node[key] as string);
  const highlights = node[BULLET_FIELD];
  const canMove =
    shape.fields[BULLET_FIELD]?.kind === 'list' &&
    (highlights === undefined || (Array.isArray(highlights) && highlights.length === 0));
  const moving = canMove ? trailingItems(blocks) : 0;
  const text = blocksToText(blocks.slice(0, blocks.length - moving));
  if (text) node[key] = text;
  else delete node[key];
  if (moving > 0) {
    node[BULLET_FIELD] = blocks.slice(blocks.length - moving).map((b) => b.text);
    log.add(path, `HTML turned into text; its list of ${moving} became the entry's highlights`);
  } else log.add(path, 'HTML turned into text (list items as bullet lines)');
}

function visit(value: unknown, shape: Shape, path: string, log: ImportLog): unknown {
  if (shape.kind === 'text' && typeof value === 'string' && looksLikeHtml(value)) {
    log.add(path, 'HTML turned into text');
    return blocksToLine(htmlToBlocks(value));
  }
  if (shape.kind === 'list' && Array.isArray(value)) {
    if (shape.item.kind === 'text') {
      // Bullets and keywords are single lines: a list inside one is flattened, and logged once.
      let changed = false;
      const items = value.map((item) => {
        if (typeof item !== 'string' || !looksLikeHtml(item)) return item;
        changed = true;
        return blocksToLine(htmlToBlocks(item));
      });
      if (changed) log.add(path, 'HTML turned into text');
      return items.filter((item) => item !== '');
    }
    return value.map((item, i) => visit(item, shape.item, childPath(path, i), log));
  }
  if (shape.kind === 'object' && isPlainObject(value)) {
    for (const [key, fieldShape] of Object.entries(shape.fields)) {
      const at = childPath(path, key);
      const current = value[key];
      if (
        fieldShape.kind === 'text' &&
        PARAGRAPH_FIELDS.has(key) &&
        typeof current === 'string' &&
        looksLikeHtml(current)
      ) {
        convertParagraphs(value, key, shape, at, log);
      } else if (current !== undefined) {
        value[key] = visit(current, fieldShape, at, log);
      }
    }
  }
  return value;
}

/**
 * Text pasted from rich-text editors arrives as HTML. The model's text has no markup, so tags
 * go, emphasis becomes plain text, paragraphs become lines and list items bullet lines (or the
 * entry's highlights, when the list ends a description and the entry has none).
 */
export function convertHtmlFields(document: PlainObject, shape: Shape, log: ImportLog): void {
  visit(document, shape, '', log);
}
