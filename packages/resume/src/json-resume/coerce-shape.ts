import { type PlainObject, isPlainObject } from './field-formats.ts';
import { type ImportLog, childPath } from './import-log.ts';
import type { Shape } from './model-shape.ts';

// Fields whose text is paragraphs: a list there is one paragraph per item.
const PARAGRAPH_FIELDS = new Set(['summary', 'description', 'reference', 'address']);
// A lone string given where an object is expected fills this field; otherwise the first text
// field of the object does (work → name, education → institution, interests → name…).
const PRIMARY_FIELDS: Record<string, string> = { location: 'city', references: 'reference' };
// The order a postal address is read in; anything else in a location object follows.
const LOCATION_ORDER = ['address', 'postalCode', 'city', 'region', 'countryCode', 'country'];

type Coerced = { value: unknown } | undefined;

interface Place {
  path: string;
  /** The field name this value sits under (for list items, the list's name). */
  field: string;
  log: ImportLog;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'string' ? 'text' : typeof value} ${JSON.stringify(value)}`;
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** "Austin, Texas, US" from a location object; other objects list their values. */
export function objectToText(value: PlainObject): string {
  const keys = Object.keys(value).sort((a, b) => {
    const rank = (k: string) => (LOCATION_ORDER.includes(k) ? LOCATION_ORDER.indexOf(k) : 99);
    return rank(a) - rank(b);
  });
  return keys
    .map((key) => {
      const item = value[key];
      if (isPlainObject(item)) return objectToText(item);
      if (Array.isArray(item)) return item.map(scalarText).filter(Boolean).join(', ');
      return scalarText(item)?.trim() ?? '';
    })
    .filter(Boolean)
    .join(', ');
}

function primaryField(
  field: string,
  shape: Extract<Shape, { kind: 'object' }>,
  text: string,
): string | undefined {
  // A profile given as one string is a link when it looks like one, otherwise a user name.
  const preferred =
    field === 'profiles' ? (/[./]/.test(text) ? 'url' : 'username') : PRIMARY_FIELDS[field];
  if (preferred && shape.fields[preferred]?.kind === 'text') return preferred;
  return Object.entries(shape.fields).find(([, s]) => s.kind === 'text')?.[0];
}

function toText(value: unknown, place: Place): Coerced {
  if (typeof value === 'string') return { value };
  const scalar = scalarText(value);
  if (scalar !== undefined) {
    place.log.add(place.path, `${describe(value)} read as text`);
    return { value: scalar };
  }
  let text = '';
  if (Array.isArray(value)) {
    const parts = value
      .map((item) => (isPlainObject(item) ? objectToText(item) : (scalarText(item) ?? '')))
      .map((part) => part.trim())
      .filter(Boolean);
    text = parts.join(PARAGRAPH_FIELDS.has(place.field) ? '\n' : ', ');
    if (text) place.log.add(place.path, `list of ${parts.length} joined into text`);
  } else if (isPlainObject(value)) {
    text = objectToText(value);
    if (text) place.log.add(place.path, `object written as text "${text}"`);
  }
  if (text) return { value: text };
  place.log.add(place.path, `${describe(value)} holds no text and was left out`);
  return undefined;
}

function splitText(value: string, field: string): string[] {
  // Bullets are whole sentences (commas inside); keywords are short and comma-separated.
  const parts = field === 'highlights' ? value.split(/\r?\n/) : value.split(/[,;\n]/);
  return parts.map((p) => p.replace(/^\s*(?:[-*•·]\s+)?/, '').trim()).filter(Boolean);
}

function toList(value: unknown, shape: Extract<Shape, { kind: 'list' }>, place: Place): Coerced {
  if (!Array.isArray(value)) {
    const item = shape.item;
    if (item.kind === 'text' && typeof value === 'string') {
      const parts = splitText(value, place.field);
      place.log.add(place.path, `text split into a list of ${parts.length}`);
      return parts.length > 0 ? { value: parts } : undefined;
    }
    if (item.kind === 'text' && scalarText(value) !== undefined) {
      place.log.add(place.path, `${describe(value)} read as a one-item list`);
      return { value: [scalarText(value)] };
    }
    if (item.kind === 'object' && (isPlainObject(value) || typeof value === 'string')) {
      place.log.add(place.path, `${describe(value)} read as a one-entry list`);
      value = [value];
    } else {
      place.log.add(place.path, `${describe(value)} is not a list and was left out`);
      return undefined;
    }
  }
  const items = value as unknown[];
  const notes = new Map<string, number>();
  const note = (message: string) => notes.set(message, (notes.get(message) ?? 0) + 1);
  const out: unknown[] = [];
  items.forEach((item, index) => {
    const itemPlace = { ...place, path: childPath(place.path, index) };
    if (item === null || item === undefined || (typeof item === 'string' && !item.trim())) {
      note('empty item left out');
      return;
    }
    if (shape.item.kind === 'text') {
      if (typeof item === 'string') out.push(item);
      else if (scalarText(item) !== undefined) {
        note(`${typeof item} item read as text`);
        out.push(scalarText(item));
      } else {
        const text = isPlainObject(item)
          ? objectToText(item)
          : Array.isArray(item)
            ? item.map(scalarText).filter(Boolean).join(', ')
            : '';
        if (text) {
          note(`${isPlainObject(item) ? 'object' : 'list'} item written as text`);
          out.push(text);
        } else note('empty item left out');
      }
      return;
    }
    if (shape.item.kind === 'object' && !isPlainObject(item)) {
      const text = scalarText(item);
      const field = text === undefined ? undefined : primaryField(place.field, shape.item, text);
      if (field && text !== undefined) {
        note(`plain ${typeof item} read as an entry's ${field}`);
        out.push({ [field]: text });
      } else note(`${describe(item)} is not an entry and was left out`);
      return;
    }
    const coerced = coerce(item, shape.item, itemPlace);
    if (coerced) out.push(coerced.value);
  });
  for (const [message, count] of notes) {
    place.log.add(place.path, count > 1 ? `${count}× ${message}` : message);
  }
  return { value: out };
}

function toObject(
  value: unknown,
  shape: Extract<Shape, { kind: 'object' }>,
  place: Place,
): Coerced {
  if (Array.isArray(value) && value.length === 1 && isPlainObject(value[0])) {
    place.log.add(place.path, 'one-item list read as its item');
    return toObject(value[0], shape, place);
  }
  if (!isPlainObject(value)) {
    const text = scalarText(value);
    const field = text === undefined ? undefined : primaryField(place.field, shape, text);
    if (field && text !== undefined && text.trim()) {
      place.log.add(place.path, `${describe(value)} read as ${place.field}.${field}`);
      return { value: { [field]: text } };
    }
    place.log.add(place.path, `${describe(value)} is not readable here and was left out`);
    return undefined;
  }
  for (const [key, fieldShape] of Object.entries(shape.fields)) {
    if (!(key in value)) continue;
    const coerced = coerce(value[key], fieldShape, {
      ...place,
      path: childPath(place.path, key),
      field: key,
    });
    if (coerced) value[key] = coerced.value;
    else delete value[key];
  }
  return { value };
}

/**
 * Brings a value to the form the model expects, in place where it can: numbers become text,
 * lists and text convert both ways, objects become text ("city, region, countryCode") and back,
 * and nulls go. Every change is logged against the field's path.
 */
export function coerce(value: unknown, shape: Shape, place: Place): Coerced {
  if (value === null) {
    place.log.add(place.path, 'empty value (null) left out');
    return undefined;
  }
  switch (shape.kind) {
    case 'text':
      return toText(value, place);
    case 'list':
      return toList(value, shape, place);
    case 'object':
      return toObject(value, shape, place);
    default:
      return { value };
  }
}
