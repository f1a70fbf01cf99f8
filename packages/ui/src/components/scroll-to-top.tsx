import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Each route change starts at the top of the page (spec section 2). Focus moves to the page's
 * <main> too, so a keyboard or screen-reader user continues from the new page's content
 * instead of from where the old page's link used to be.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const main = document.querySelector('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) {
        main.setAttribute('tabindex', '-1');
      }
      main.focus({ preventScroll: true });
    }
  }, [pathname]);
  return null;
}
