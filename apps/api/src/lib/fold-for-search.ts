/** Lower case without accents, so "nunez" finds "Núñez" on either database. */
export function foldForSearch(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
