import { useEffect, useRef } from 'react';

/**
 * A ref for the heading of what replaces a form: focus moves there when it appears, so a
 * keyboard or screen-reader user is not dropped at the top of the page.
 */
export function useFocusOnMount<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
