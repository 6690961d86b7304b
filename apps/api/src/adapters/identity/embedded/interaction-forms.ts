import { stripControlCharacters } from '@resumio/contract';
import { z } from 'zod';
import type { FieldName } from './views/form-fields.ts';
import { passwordProblem } from './password-policy.ts';

const email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'Enter a valid email address, like name@example.com.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const SignInFormSchema = z.object({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.'),
});

export const ResetRequestFormSchema = z.object({ email });

export const RegisterFormSchema = z.object({
  // A pasted name may carry a tab or an invisible control character; nobody means them.
  name: z
    .string({ error: 'Enter your full name.' })
    .overwrite(stripControlCharacters)
    .trim()
    .min(1, 'Enter your full name.')
    .max(100, 'Use at most 100 characters for your name.'),
  email,
  password: z.string({ error: 'Enter a password.' }).min(1, 'Enter a password.'),
});

export type FormResult<T> =
  { ok: true; data: T } | { ok: false; errors: Partial<Record<FieldName, string>> };

export function parseSignInForm(body: unknown): FormResult<z.output<typeof SignInFormSchema>> {
  const parsed = SignInFormSchema.safeParse(body ?? {});
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Shape errors and the password policy together, so every problem shows at once. */
export function parseRegisterForm(body: unknown): FormResult<z.output<typeof RegisterFormSchema>> {
  const parsed = RegisterFormSchema.safeParse(body ?? {});
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const record = (body ?? {}) as Record<string, unknown>;
  if (!errors.password && typeof record.password === 'string') {
    const email = typeof record.email === 'string' ? record.email : undefined;
    const problem = passwordProblem(record.password, { email });
    if (problem) errors.password = problem;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, errors };
}

/** The first message per field, in the shape the pages render. */
export function fieldErrors(error: z.ZodError): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if ((name === 'name' || name === 'email' || name === 'password') && !errors[name]) {
      errors[name] = issue.message;
    }
  }
  return errors;
}

/** What to put back into the form: text fields only, trimmed, never the password. */
export function keptValues(body: unknown): { name?: string; email?: string } {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) =>
    typeof value === 'string' ? stripControlCharacters(value).trim().slice(0, 254) : undefined;
  return { name: text(record.name), email: text(record.email) };
}
