import { AppError } from '../../lib/app-error.ts';

/** Far deeper than any resume (about six levels) or a sane imported extra field. */
export const MAX_JSON_DEPTH = 64;

/**
 * Refuses absurdly nested input before validation: a resume keeps unknown fields as they are,
 * and copying or serialising a value thousands of levels deep exhausts the stack. Iterative, so
 * the check itself cannot.
 */
export function assertJsonDepth(value: unknown, max = MAX_JSON_DEPTH): void {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) {
      throw new AppError('VALIDATION_ERROR', 'The request is not valid.', [
        { path: '(root)', message: `Nested more than ${max} levels deep` },
      ]);
    }
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
}
