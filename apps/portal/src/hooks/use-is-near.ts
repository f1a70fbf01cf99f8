import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is on the screen or within `margin` of it (an IntersectionObserver
 * rootMargin), or once the visitor presses a key: a keyboard user tabbing down the page should
 * find it ready. Stays true. For parts below the first screen whose code or data can wait.
 */
export function useIsNear(ref: RefObject<Element | null>, margin = '0px'): boolean {
  // False on the first render wherever it runs: the prerendered landing page (built without a
  // browser) and the page hydrating it must agree.
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) {
      return undefined;
    }
    const markNear = () => setIsNear(true);
    // Without IntersectionObserver (jsdom, old browsers) there is no telling: at once.
    if (typeof IntersectionObserver === 'undefined') {
      markNear();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && markNear(),
      { rootMargin: margin },
    );
    observer.observe(element);
    window.addEventListener('keydown', markNear, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', markNear);
    };
  }, [ref, margin, isNear]);

  return isNear;
}
