import { type CollisionDetection, type DroppableContainer, closestCorners } from '@dnd-kit/core';
import { stageOfDroppable } from './drag-ids.ts';

/** The stage a droppable belongs to: a column's own, or the column a card is shown in. */
function stageOf(container: DroppableContainer): string | undefined {
  const data = container.data.current as { stageId?: unknown } | undefined;
  if (typeof data?.stageId === 'string') return data.stageId;
  return stageOfDroppable(container.id) ?? undefined;
}

/**
 * Closest corners among the column the dragged card is over and that column's cards only.
 * Every drop target's position costs a scroll-offset read on each pointer move, and with a
 * full board that is hundreds of reads per frame; the column under the card's centre (or the
 * nearest one, between columns) is the only place the card can land, so the other columns'
 * cards are not looked at.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const { collisionRect, droppableContainers, droppableRects } = args;
  const centre = collisionRect.left + collisionRect.width / 2;
  let stage: string | undefined;
  let nearest = Infinity;
  for (const container of droppableContainers) {
    const columnStage = stageOfDroppable(container.id);
    const rect = columnStage ? droppableRects.get(container.id) : undefined;
    if (!columnStage || !rect) continue;
    const left = rect.left;
    const distance = Math.max(left - centre, centre - (left + rect.width), 0);
    if (distance < nearest) {
      nearest = distance;
      stage = columnStage;
      if (distance === 0) break;
    }
  }
  if (stage === undefined) return closestCorners(args);
  return closestCorners({
    ...args,
    droppableContainers: droppableContainers.filter((container) => stageOf(container) === stage),
  });
};
