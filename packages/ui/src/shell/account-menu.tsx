import { Suspense, useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { TUser } from '@docapply/contracts';
import { lazyComponent, preloadOnIntent } from '../routes/lazy-page';
import { useHasOpened } from './use-is-open-after-mount';
import type { TAccountMenuLink } from './account-menu-popup';
import { formatUserName, useSession } from '../sign-in/session';
import { useLogout } from './use-logout';
import { VISUALLY_HIDDEN_SX } from './visually-hidden';

// The menu's code (MUI's Menu, Popover, Modal) loads when the menu is first opened.
// Pointing at or focusing the button starts the download, so it is usually in by the click.
const AccountMenuPopup = lazyComponent(
  () => import('./account-menu-popup'),
  (module) => module.default,
);

export type TAccountMenuProps = {
  /** Where Logout lands: the site's home. */
  homeHref: string;
  /**
   * Below `sm` only the avatar (the initials) shows; the name stays the button's accessible name and
   * heads the menu. For a header that also holds a brand and the menu button on a phone.
   */
  isNameHiddenOnPhone?: boolean;
  /** Pages about the account, listed above Logout. */
  links?: readonly TAccountMenuLink[];
};

/** "A" for Ada, "AO" for Ada Okafor: what the avatar shows. */
function formatInitials(user: TUser | null): string {
  const letters = [user?.name.first, user?.name.last].map((part) => part?.trim().charAt(0) ?? '');
  return letters.join('').toUpperCase();
}

/** The signed-in person's menu, labelled with their name (spec section 1): Logout. */
export function AccountMenu({ homeHref, isNameHiddenOnPhone = false, links }: TAccountMenuProps) {
  const { user } = useSession();
  const logout = useLogout(homeHref);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = formatUserName(user) || user?.email || 'Account';
  const initials = formatInitials(user) || name.charAt(0).toUpperCase();
  const isOpen = Boolean(anchor);
  const hasOpened = useHasOpened(isOpen);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(isOpen ? null : event.currentTarget)}
        {...preloadOnIntent(AccountMenuPopup)}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        startIcon={
          <Avatar sx={{ width: 28, height: 28, bgcolor: 'primary.main' }} aria-hidden>
            {initials}
          </Avatar>
        }
        endIcon={<KeyboardArrowDownIcon aria-hidden />}
        sx={[
          // Wider on a desktop, where there is room: a name longer still ends in "…", whole in the menu.
          {
            color: 'text.primary',
            fontWeight: 600,
            maxWidth: { xs: 200, sm: 280, lg: 360 },
            px: 2,
            // The start icon's slot sizes an icon (20 px): two initials need a smaller letter.
            '& .MuiButton-startIcon > .MuiAvatar-root': { fontSize: '0.75rem' },
          },
          isNameHiddenOnPhone && {
            minWidth: 0,
            flexShrink: 0,
            '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 2 } },
          },
        ]}
      >
        <Box
          component="span"
          sx={(theme) => ({
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            ...(isNameHiddenOnPhone ? { [theme.breakpoints.down('sm')]: VISUALLY_HIDDEN_SX } : {}),
          })}
        >
          {name}
        </Box>
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AccountMenuPopup
            id={menuId}
            anchor={anchor}
            name={name}
            email={user?.email}
            onClose={() => setAnchor(null)}
            onLogout={() => {
              setAnchor(null);
              logout.mutate();
            }}
            isLoggingOut={logout.isPending}
            links={links}
          />
        </Suspense>
      ) : null}
    </>
  );
}
