import type { z } from 'zod';
import { validationError } from './app-error.ts';

/** Parses client input with a shared contract schema; failures become 400 VALIDATION_ERROR. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
