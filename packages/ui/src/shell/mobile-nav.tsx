import { Suspense, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { lazyComponent, preloadOnIntent } from '../routes/lazy-page';
import { useHasOpened } from './use-is-open-after-mount';

// The drawer's code (MUI's Drawer, Modal, focus trap) loads when the button is first pressed;
// pointing at or focusing the button starts the download, so it is usually in by the press.
const MobileNavDrawer = lazyComponent(
  () => import('./mobile-nav-drawer'),
  (module) => module.default,
);

type TMobileNavProps = {
  /** Shown at the top of the drawer, beside its close button. */
  logo?: ReactNode;
  /** The drawer's links; `close` shuts the drawer (call it when a link is followed). */
  children: (close: () => void) => ReactNode;
};

/** On narrow screens the navigation sits in a drawer behind a menu button. */
export function MobileNav({ logo, children }: TMobileNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  const close = () => setIsOpen(false);

  return (
    <>
      <IconButton
        edge="end"
        aria-label="Open navigation menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        {...preloadOnIntent(MobileNavDrawer)}
        sx={{ color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileNavDrawer isOpen={isOpen} onClose={close} logo={logo}>
            {children(close)}
          </MobileNavDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
