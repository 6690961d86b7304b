import { useState } from 'react';
import { moveItem, removeItem } from '../set-in.ts';

let counter = 0;
function freshKeys(count: number): string[] {
  return Array.from({ length: count }, () => `k${(counter += 1)}`);
}

export interface ListKeys {
  keys: readonly string[];
  /** Call alongside the list change so each entry keeps its key (and its focus) when moved. */
  move(from: number, to: number): void;
  remove(index: number): void;
  /** Returns the new entry's key. */
  insert(index: number): string;
}

/**
 * Stable keys for list entries that carry no ids of their own (JSON Resume entries), kept in step
 * with the moves and removals this editor makes; any other change of length starts afresh.
 */
export function useListKeys(length: number): ListKeys {
  const [keys, setKeys] = useState(() => freshKeys(length));
  let current = keys;
  if (keys.length !== length) {
    current =
      keys.length < length ? [...keys, ...freshKeys(length - keys.length)] : keys.slice(0, length);
    setKeys(current);
  }
  return {
    keys: current,
    move: (from, to) => setKeys((current) => moveItem(current, from, to)),
    remove: (index) => setKeys((current) => removeItem(current, index)),
    insert: (index) => {
      const [key] = freshKeys(1) as [string];
      setKeys((current) => [...current.slice(0, index), key, ...current.slice(index)]);
      return key;
    },
  };
}
