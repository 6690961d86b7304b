import { z } from 'zod';

/**
 * Control characters are never text a person typed: the C0 range and DEL. PostgreSQL refuses NUL
 * in text outright, and the others break rendering, search and logs. Multi-line text keeps tab,
 * line feed and carriage return; a single line keeps none of them.
 */
/* eslint-disable no-control-regex -- finding control characters is what these are for */
const CONTROLS_IN_LINE = /[\u0000-\u001f\u007f]/;
const CONTROLS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const ANY_CONTROL = /[\u0000-\u001f\u007f]/g;
/**
 * The same rules as whole-value patterns, so they reach the API description (a `refine` does
 * not, and a generated client would send what the server refuses). Linear: one character class.
 */
const LINE_WITHOUT_CONTROLS = /^[^\u0000-\u001f\u007f]*$/;
const TEXT_WITHOUT_CONTROLS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/* eslint-enable no-control-regex */

export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters from this text.';

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROLS_IN_TEXT : CONTROLS_IN_LINE).test(value);
}

/** Line breaks and tabs become spaces, other control characters go, runs of spaces shrink. */
export function stripControlCharacters(value: string): string {
  return value
    .replace(/[\t\n\v\f\r]+/g, ' ')
    .replace(ANY_CONTROL, '')
    .replace(/ {2,}/g, ' ');
}

/** One line of text (a title, a name, a search): trimmed, at most `max` characters. */
export function shortTextSchema(max: number) {
  return z.string().trim().max(max).regex(LINE_WITHOUT_CONTROLS, CONTROL_CHARACTER_MESSAGE);
}

/**
 * One line of text with its own messages (the contact form's name). The pattern reaches the API
 * description; it applies after the trim, so a pasted trailing line break is still taken.
 */
export function singleLineSchema(schema: z.ZodString): z.ZodString {
  return schema.regex(LINE_WITHOUT_CONTROLS, CONTROL_CHARACTER_MESSAGE);
}

/** Text that may span lines (a message, a description): at most `max` characters. */
export function multilineTextSchema(max: number) {
  return z.string().max(max).regex(TEXT_WITHOUT_CONTROLS, CONTROL_CHARACTER_MESSAGE);
}

/** Multi-line text with its own messages (the contact form's message); see singleLineSchema. */
export function multilineSchema(schema: z.ZodString): z.ZodString {
  return schema.regex(TEXT_WITHOUT_CONTROLS, CONTROL_CHARACTER_MESSAGE);
}
