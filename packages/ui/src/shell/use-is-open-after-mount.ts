import { useEffect, useState } from 'react';

/**
 * `isOpen`, but false on the first render: a popup loaded when it is first opened mounts closed
 * and then opens, so MUI plays its opening transition (a Drawer mounted open skips it).
 */
export function useIsOpenAfterMount(isOpen: boolean): boolean {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return isMounted && isOpen;
}

/**
 * Whether a popup loaded on first opening has been opened yet: from then on it stays mounted, so
 * closing it plays its transition.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) {
    setHasOpened(true);
  }
  return hasOpened || isOpen;
}
