import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import { listColumn, setPositions } from './repository.ts';

/**
 * Numbers a stage's cards 0, 1, 2… top to bottom, with `place` (a card already in the stage)
 * at `index`; only cards whose number changes are written.
 */
export async function renumberColumn(
  trx: Transaction<Database>,
  userId: string,
  stageId: string,
  place?: { id: string; index: number },
): Promise<void> {
  const column = await listColumn(trx, userId, stageId);
  const order = column.filter((card) => card.id !== place?.id);
  if (place) order.splice(Math.min(place.index, order.length), 0, { id: place.id, position: -1 });
  const changed = order
    .map((card, position) => ({ id: card.id, position, was: card.position }))
    .filter((card) => card.position !== card.was);
  await setPositions(
    trx,
    userId,
    changed.map(({ id, position }) => ({ id, position })),
  );
}
