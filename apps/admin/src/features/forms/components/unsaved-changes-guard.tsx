import { ConfirmDialog } from '@docapply/ui';
import { useEffect, useRef, useState } from 'react';

/** The same-site link a plain click would follow to another page, or null. */
function findLeavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.hasAttribute('download') ||
    (link.target && link.target !== '_self')
  ) {
    return null;
  }
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname ? link : null;
}

/**
 * While the working copy has unsaved changes: following a link to another page of the site asks
 * first, and closing or reloading the tab gets the browser's own warning. The sites use the
 * declarative router (no data router, so no useBlocker): links are caught on the way down, before
 * the router's own click handler; the browser's Back button is not caught.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const [pending, setPending] = useState<HTMLAnchorElement | null>(null);
  const allowed = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (!isDirty) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    const catchLink = (event: MouseEvent) => {
      const link = findLeavingLink(event);
      if (!link || allowed.current === link) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setPending(link);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', catchLink, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', catchLink, true);
    };
  }, [isDirty]);

  if (!pending) {
    return null;
  }
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave"
      confirmColor="error"
      onConfirm={() => {
        // The same click again, let through: the router navigates as it would have.
        allowed.current = pending;
        setPending(null);
        pending.click();
        allowed.current = null;
      }}
      onClose={() => setPending(null)}
    >
      Your changes to this form are not saved. Save the draft first to keep them.
    </ConfirmDialog>
  );
}
