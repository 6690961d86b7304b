import type { ImportIssue } from './normalise-fields.ts';

/**
 * Collects what the import changed, one warning per field: several repairs of the same field
 * (a number read as text, then a date format fixed) are told together.
 */
export class ImportLog {
  private readonly notes = new Map<string, string[]>();

  add(path: string, message: string): void {
    const messages = this.notes.get(path) ?? [];
    if (!messages.includes(message)) messages.push(message);
    this.notes.set(path, messages);
  }

  addAll(issues: readonly ImportIssue[]): void {
    for (const issue of issues) this.add(issue.path, issue.message);
  }

  warnings(): ImportIssue[] {
    return [...this.notes].map(([path, messages]) => ({ path, message: messages.join('; ') }));
  }
}

/** `work[0].location` from a parent path and a key or index. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}
