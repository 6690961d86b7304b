import { type PlainObject, isPlainObject, objectsAt } from './field-formats.ts';
import { type ImportLog, childPath } from './import-log.ts';
import type { Shape } from './model-shape.ts';

// Fields a 0.x file used for something the product now reads under another name
// (legacy-fields.ts copies them); they are understood, not unplaced.
const UNDERSTOOD_ELSEWHERE = new Set(['company', 'website', 'gpa', 'level', 'id']);
// Dates in other shapes ("dateRange", "startDateMonth") repeat what the entry's dates show.
const DATE_KEY = /date/i;

// A bullet or a sentence says something; identifiers, tags and keyword lists are shorter than
// this on average.
const MIN_MEAN_WORDS_FOR_BULLETS = 4;
const QUOTE_CHARS = 60;

interface TextLine {
  /** The heading of the group the line came from, when the value was grouped. */
  group?: string;
  text: string;
}

/** The same value is also under a field the product shows (a legacy name copied across). */
function shownElsewhere(node: PlainObject, key: string, known: Readonly<Record<string, Shape>>) {
  return Object.keys(known).some((other) => other !== key && node[other] === node[key]);
}

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/**
 * The text of an unknown value, in order: strings, lists of strings, and groups of them (an
 * object with a short title and a list). Numbers and flags carry nothing a reader would miss.
 */
function textLines(value: unknown, group?: string): TextLine[] {
  if (typeof value === 'string') {
    const text = value.trim();
    return text ? [{ text, ...(group ? { group } : {}) }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => textLines(item, group));
  if (!isPlainObject(value)) return [];
  const entries = Object.entries(value);
  const lists = entries.filter(([, v]) => Array.isArray(v));
  const titles = entries.filter(([, v]) => typeof v === 'string' && v.trim() && words(v) <= 8);
  // A group: one short line naming it, and the lines under it.
  if (lists.length === 1 && titles.length === 1) {
    const title = String(titles[0]![1]).trim();
    const others = entries.filter(([key]) => key !== titles[0]![0] && key !== lists[0]![0]);
    return [...textLines(lists[0]![1], title), ...others.flatMap(([, v]) => textLines(v, group))];
  }
  return entries.flatMap(([, v]) => textLines(v, group));
}

function quote(text: string): string {
  return text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text;
}

const isBlankList = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.every((v) => typeof v !== 'string' || !v.trim()));

/**
 * Text kept under a field the product does not know (an extension such as grouped bullets) would
 * be in the saved document and shown nowhere: the entry would look empty in the editor, the
 * preview and the PDF. Where the entry has no bullets of its own and the text reads as bullets,
 * it becomes the bullets (group headings kept as a prefix); anything else is reported with a
 * quote so the person can place it. The original field stays, so an export still returns it.
 */
export function placeUnknownFields(document: PlainObject, shape: Shape, log: ImportLog): void {
  if (shape.kind !== 'object') return;
  for (const [section, sectionShape] of Object.entries(shape.fields)) {
    if (sectionShape.kind !== 'list' || sectionShape.item.kind !== 'object') continue;
    const known = sectionShape.item.fields;
    const bulletField = known['highlights']?.kind === 'list' ? 'highlights' : undefined;
    for (const { node, where } of objectsAt(document, [section])) {
      for (const [key, value] of Object.entries(node)) {
        if (key in known || DATE_KEY.test(key)) continue;
        if (UNDERSTOOD_ELSEWHERE.has(key) || shownElsewhere(node, key, known)) continue;
        const lines = textLines(value);
        if (lines.length === 0) continue;
        const meanWords = lines.reduce((sum, line) => sum + words(line.text), 0) / lines.length;
        // Identifiers, tags and keyword lists are metadata a reader does not miss.
        if (meanWords < MIN_MEAN_WORDS_FOR_BULLETS) continue;
        const placeable = bulletField !== undefined && isBlankList(node[bulletField]);
        if (placeable) {
          node[bulletField] = lines.map(({ group, text }) => (group ? `${group}: ${text}` : text));
          log.add(
            childPath(where, bulletField),
            `filled from the field "${key}", which this editor does not show (${lines.length} ${lines.length === 1 ? 'line' : 'lines'})`,
          );
          continue;
        }
        log.add(
          childPath(where, key),
          `kept in the file but not shown on the resume: “${quote(lines[0]!.text)}”${lines.length > 1 ? ` and ${lines.length - 1} more` : ''}`,
        );
      }
    }
  }
}
