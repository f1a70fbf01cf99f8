import { Suspense, useId, useState, type MouseEvent } from 'react';
import { Button } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { getNavButtonSx, lazyComponent, preloadOnIntent, useHasOpened, type TNavLink } from '@docapply/ui';

// The menu's code loads when a group is first opened; pointing at or focusing the button starts
// the download, so it is usually in by the click.
const NavMenuPopup = lazyComponent(
  () => import('./nav-menu-popup'),
  (module) => module.default,
);

/** A group of pages (the office's set-up, the platform) behind one header button on wide screens. */
export function NavMenu({ label, items }: { label: string; items: TNavLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = Boolean(anchor);
  const hasOpened = useHasOpened(isOpen);

  return (
    <>
      <Button
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        {...preloadOnIntent(NavMenuPopup)}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon aria-hidden />}
        sx={getNavButtonSx(items.some((item) => item.isActive))}
      >
        {label}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <NavMenuPopup id={menuId} anchor={anchor} items={items} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
