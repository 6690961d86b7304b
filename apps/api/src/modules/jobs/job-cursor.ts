import { AppError } from '../../lib/app-error.ts';

/** Where a page of the tracker list ended: the last application's place in board order. */
export interface JobCursor {
  id: string;
  stageId: string;
  position: number;
  createdAt: string;
}

// The place itself rather than an index: applications added, moved or deleted between two
// pages shift indexes, while the next page still starts right after the last card shown.
export function encodeJobCursor({ id, stageId, position, createdAt }: JobCursor): string {
  return Buffer.from(JSON.stringify([stageId, position, createdAt, id])).toString('base64url');
}

const badCursor = () =>
  new AppError('VALIDATION_ERROR', 'The request is not valid.', [
    { path: 'cursor', message: 'Use the nextCursor of the previous page as given.' },
  ]);

export function decodeJobCursor(cursor: string): JobCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    typeof parsed[0] !== 'string' ||
    !Number.isInteger(parsed[1]) ||
    typeof parsed[2] !== 'string' ||
    typeof parsed[3] !== 'string'
  ) {
    throw badCursor();
  }
  const [stageId, position, createdAt, id] = parsed as [string, number, string, string];
  return { id, stageId, position, createdAt };
}
