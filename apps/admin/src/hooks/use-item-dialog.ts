import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusHeading } from '@docapply/ui';

/**
 * A dialog opened from an item. Closing it gives focus back to the control that opened it (MUI does);
 * when that control went away meanwhile (the "Verify by hand" of an error the save cleared, the
 * buttons of a match just resolved), focus goes to `fallback` instead of falling to the page: the
 * item's own button, or a part of the page (its heading takes the focus).
 */
export function useItemDialog(fallback: RefObject<HTMLElement | null>) {
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const previous = opener.current;
    if (isOpen || !previous) {
      return;
    }
    opener.current = null;
    const target = fallback.current;
    if (previous.isConnected || !target) {
      return;
    }
    if (target.tabIndex >= 0) {
      target.focus();
    } else {
      focusHeading(target);
    }
  }, [isOpen, fallback]);
  const open = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsOpen(true);
  };
  const close = () => setIsOpen(false);
  return { isOpen, open, close };
}
