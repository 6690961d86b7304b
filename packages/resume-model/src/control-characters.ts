/**
 * Control characters other than tab, line feed and carriage return, and DEL. No one types them;
 * PostgreSQL refuses NUL in text and JSON alike, and renderers and search choke on the rest.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters from this text';

/**
 * The paths of every string (and every object key) in a JSON value that holds a control
 * character. Walks the whole value, unknown imported fields included, since those are stored too.
 */
export function controlCharacterPaths(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => controlCharacterPaths(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    CONTROL_CHARACTERS.test(key) ? [[...path, key]] : controlCharacterPaths(item, [...path, key]),
  );
}
