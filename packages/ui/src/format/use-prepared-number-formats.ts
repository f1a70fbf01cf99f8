import { useEffect } from 'react';
import { prepareNumberFormats } from './format';

/**
 * For a page that shows numbers (file sizes, counts): its number formats are made in the first idle
 * moment after it opens, while its data is on the way, instead of in the task that first draws them
 * (about 0.1 s on a phone, the first Intl object's cost; issue 43). A browser without
 * requestIdleCallback makes them on first use, as before.
 */
export function usePreparedNumberFormats(): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      return undefined;
    }
    const idle = requestIdleCallback(prepareNumberFormats);
    return () => cancelIdleCallback(idle);
  }, []);
}
