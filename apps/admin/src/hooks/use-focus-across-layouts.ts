import { useLayoutEffect, useRef, type FocusEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Marks the element holding one item's controls, in either layout. */
export const LIST_ITEM_ATTRIBUTE = 'data-list-item';

type TFocusSpot = { key: string; index: number };

function findFocusables(item: Element): HTMLElement[] {
  return Array.from(item.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function findItem(root: HTMLElement, key: string): Element | undefined {
  return Array.from(root.querySelectorAll(`[${LIST_ITEM_ATTRIBUTE}]`)).find(
    (item) => item.getAttribute(LIST_ITEM_ATTRIBUTE) === key,
  );
}

/**
 * A list drawn as a table or as cards unmounts the focused control when the layout switches (a
 * phone turned, a window resized), and focus would fall back to the top of the page. This
 * remembers which control of which item had focus and puts focus back on the same control of the
 * same item in the new layout: both layouts render an item's controls in the same order.
 */
export function useFocusAcrossLayouts(layout: string) {
  const container = useRef<HTMLDivElement>(null);
  const spot = useRef<TFocusSpot | null>(null);

  useLayoutEffect(() => {
    const root = container.current;
    const target = spot.current;
    // Only when focus was lost with the old layout, never taken from somewhere else.
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (!root || !target || !isFocusLost) {
      return;
    }
    const item = findItem(root, target.key);
    if (item) {
      findFocusables(item)[target.index]?.focus();
    }
  }, [layout]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const item = event.target.closest(`[${LIST_ITEM_ATTRIBUTE}]`);
    const key = item?.getAttribute(LIST_ITEM_ATTRIBUTE);
    spot.current = item && key ? { key, index: findFocusables(item).indexOf(event.target) } : null;
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) {
      spot.current = null;
    }
  };

  return { ref: container, onFocus, onBlur };
}
