import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** The attribute that names a list item for {@link useFocusAfterRemoval}. */
export const FOCUS_ITEM_ATTRIBUTE = 'data-focus-item';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * After an item leaves a list (deleted, archived), puts focus on the item that took its place, or
 * the one before it when it was the last, or on a fallback when the list is empty. Without this a
 * keyboard or screen-reader user lands at the top of the page, since the button they pressed is
 * gone.
 *
 * Items carry `data-focus-item={id}` on an element holding their first focusable control; call
 * `removing(id)` before the item goes, and `cancel()` if it did not.
 */
export function useFocusAfterRemoval(
  ids: readonly string[] | undefined,
  container: RefObject<HTMLElement | null>,
  fallback?: RefObject<HTMLElement | null>,
) {
  const pending = useRef<{ id: string; index: number } | null>(null);

  const removing = useCallback(
    (id: string) => {
      const index = ids?.indexOf(id) ?? -1;
      pending.current = index === -1 ? null : { id, index };
    },
    [ids],
  );
  const cancel = useCallback(() => {
    pending.current = null;
  }, []);

  useEffect(() => {
    const removed = pending.current;
    if (!removed || !ids || ids.includes(removed.id)) return;
    pending.current = null;
    const next = ids[Math.min(removed.index, ids.length - 1)];
    const item =
      next === undefined
        ? null
        : container.current?.querySelector<HTMLElement>(
            `[${FOCUS_ITEM_ATTRIBUTE}="${CSS.escape(next)}"]`,
          );
    const target = item?.matches(FOCUSABLE) ? item : item?.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? fallback?.current)?.focus();
  }, [ids, container, fallback]);

  return { removing, cancel };
}
