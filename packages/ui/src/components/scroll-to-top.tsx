import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Each route change starts at the top of the page (spec section 2). Focus moves to the page's
 * <main> too, so a keyboard or screen-reader user continues from the new page's content
 * instead of from where the old page's link used to be. The page the site opens at is left where
 * it is: a prerendered page may already have been scrolled (or sent to a section) before the app
 * started, and the app starting must not move it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) {
      return;
    }
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
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
