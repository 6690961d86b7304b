import { html, type SafeHtml } from './html.ts';

export type FieldName = 'name' | 'email' | 'password' | 'code';

export interface FormState {
  /** What the person typed (never the password), so a failed attempt does not wipe the form. */
  values: Partial<Record<'name' | 'email' | 'code', string>>;
  errors: Partial<Record<FieldName, string>>;
  /** A problem with the attempt as a whole, e.g. wrong credentials or too many attempts. */
  formError?: string;
  /** A way out of that problem, shown under it (e.g. "Reset your password"). */
  formErrorLink?: { href: string; text: string };
}

export const emptyForm = (values: FormState['values'] = {}): FormState => ({ values, errors: {} });

export interface FieldOptions {
  name: FieldName;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
  maxlength?: number;
  /** Codes and the like: no spelling marks, no capital first letter on phones. */
  verbatim?: boolean;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function field(options: FieldOptions): SafeHtml {
  const { name, label, type, autocomplete, value, error, hint, autofocus, maxlength, verbatim } =
    options;
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const attributes = [
    html` id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"`,
    value !== undefined && type !== 'password' ? html` value="${value}"` : '',
    maxlength ? html` maxlength="${maxlength}"` : '',
    verbatim ? html` spellcheck="false" autocapitalize="none"` : '',
    describedBy ? html` aria-describedby="${describedBy}"` : '',
    error ? html` aria-invalid="true"` : '',
    autofocus ? html` autofocus` : '',
    html` required`,
  ];
  return html`<div class="field">
<label for="${name}">${label}</label>
${hint ? html`<p class="hint" id="${hintId}">${hint}</p>` : ''}
<input${attributes}>
${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : ''}
</div>`;
}

/** The form-level summary announced to assistive technology, linking to each invalid field. */
export function errorSummary(state: FormState, order: FieldName[]): SafeHtml {
  const fieldErrors = order.filter((name) => state.errors[name]);
  if (!state.formError && fieldErrors.length === 0) return html``;
  return html`<div class="alert" role="alert" id="form-errors">
    ${state.formError ? html`<p>${state.formError}</p>` : ''}
    ${
      state.formErrorLink
        ? html`<p><a href="${state.formErrorLink.href}">${state.formErrorLink.text}</a></p>`
        : ''
    }
    ${
      fieldErrors.length
        ? html`${state.formError ? '' : html`<p>Please fix the following:</p>`}
            <ul>
              ${fieldErrors.map(
                (name) => html`<li><a href="#${name}">${state.errors[name]}</a></li>`,
              )}
            </ul>`
        : ''
    }
  </div>`;
}

/** Focus goes to the first field that needs attention, or to the first field on a fresh page. */
export function firstToFocus(state: FormState, order: FieldName[]): FieldName | undefined {
  const invalid = order.find((name) => state.errors[name]);
  if (invalid) return invalid;
  if (state.formError) return order.includes('password') ? 'password' : order[0];
  return order[0];
}
