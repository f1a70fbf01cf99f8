import { useEffect } from 'react';
import { prepareNumberFormats } from './format';

/**
 * For a page that shows numbers (file sizes, counts): its number formats are made in a task of
 * their own as it opens, while its data is on the way, instead of in the middle of drawing it (the
 * first Intl object costs a phone about 0.1 s, a long task either way; issue 43). Not an idle
 * callback: while React draws, the browser is never idle, and the page's drawing would make them.
 */
export function usePreparedNumberFormats(): void {
  useEffect(() => {
    const task = setTimeout(prepareNumberFormats);
    return () => clearTimeout(task);
  }, []);
}
