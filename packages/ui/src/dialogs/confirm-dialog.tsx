import { Suspense, useState } from 'react';
import { lazyComponent } from '../routes/lazy-page';
import type { TConfirmDialogProps } from './confirm-dialog-body';

/**
 * MUI's dialog (its modal, focus trap and transitions) downloads when a confirmation is first
 * asked, not with every page that might ask one. Until then nothing is drawn; focus stays on the
 * button that asked, and the dialog's Cancel takes it once drawn.
 */
const ConfirmDialogBody = lazyComponent(
  () => import('./confirm-dialog-body'),
  (module) => module.ConfirmDialogBody,
);
/**
 * "Are you sure?" before something that cannot be undone (remove, publish, discard, leave).
 * `ConfirmDialog.preload` starts its download early (`preloadOnIntent` on the button that asks).
 */
export const ConfirmDialog = Object.assign(ConfirmDialogShell, { preload: ConfirmDialogBody.preload });

function ConfirmDialogShell(props: TConfirmDialogProps) {
  const isOpen = props.isOpen ?? true;
  // Once drawn it stays mounted, so closing plays its transition.
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) {
    setWasOpened(true);
  }
  if (!isOpen && !wasOpened) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
