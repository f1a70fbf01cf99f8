import { useEffect, useRef } from 'react';
import { useAlert } from '@docapply/ui';

/**
 * Shows a failed read through the alert (spec section 8: a 404 on a read is dismissed
 * silently). Each error object is reported once, however often the caller re-renders.
 */
export function useReportQueryError(error: unknown) {
  const { showApiError } = useAlert();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (error && reported.current !== error) {
      reported.current = error;
      showApiError(error, { isRead: true });
    }
  }, [error, showApiError]);
}
