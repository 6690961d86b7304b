/**
 * A count with its noun: "1 application", "3 applications". The interface is written in English
 * only, so one/other is every plural form it needs.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${count === 1 ? one : other}`;
}
