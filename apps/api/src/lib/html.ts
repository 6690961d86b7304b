/**
 * HTML written by the server (identity pages, mail, the unsubscribe and outbox pages): values are
 * escaped unless marked as markup, so a message or a company name can never become markup.
 */
const SAFE = Symbol('safe-html');

/** Markup that is already escaped (or trusted) and is inserted as is. */
export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Marks trusted markup; only for strings built by this module or by oidc-provider. */
export function raw(value: string): SafeHtml {
  return { [SAFE]: true, value };
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && SAFE in value;
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (isSafe(value)) return value.value;
  return escapeHtml(String(value));
}

/**
 * Template tag for markup: every interpolated value is escaped unless it is itself SafeHtml, so
 * forgetting to escape user input is not possible by construction.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return raw(out);
}
