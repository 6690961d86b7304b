import type { z } from 'zod';

export type FieldErrors = Readonly<Record<string, string>>;

const NO_ERRORS: FieldErrors = Object.freeze({});
const cache = new WeakMap<z.ZodType, WeakMap<object, FieldErrors>>();

/**
 * Messages from a section's own schema, by top-level field name. Entries that did not change
 * keep their object identity, so each is checked once per change.
 */
export function fieldErrors(schema: z.ZodType, value: object | undefined): FieldErrors {
  if (!value) return NO_ERRORS;
  let bySchema = cache.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    cache.set(schema, bySchema);
  }
  const known = bySchema.get(value);
  if (known) return known;
  const result = schema.safeParse(value);
  let errors = NO_ERRORS;
  if (!result.success) {
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      const field = String(issue.path[0] ?? '_');
      found[key] ??= issue.message;
      found[field] ??= issue.message;
    }
    errors = found;
  }
  bySchema.set(value, errors);
  return errors;
}
