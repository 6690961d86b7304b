export const trackerViews = ['board', 'table', 'agenda'] as const;
export type TrackerView = (typeof trackerViews)[number];

/** `?view=` of the address; the board when absent or unknown. */
export function parseView(value: string | null): TrackerView {
  return (trackerViews as readonly string[]).includes(value ?? '')
    ? (value as TrackerView)
    : 'board';
}
