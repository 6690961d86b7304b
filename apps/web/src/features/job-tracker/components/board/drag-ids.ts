/**
 * Columns are drop targets too (an empty one has no card to drop onto). Their ids are prefixed
 * so that a stage id can never be taken for an application's id.
 */
const COLUMN_PREFIX = 'column:';

export const columnDroppableId = (stageId: string) => `${COLUMN_PREFIX}${stageId}`;

export function stageOfDroppable(id: string | number): string | null {
  const text = String(id);
  return text.startsWith(COLUMN_PREFIX) ? text.slice(COLUMN_PREFIX.length) : null;
}
