import { useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatUserName, useSession } from '../sign-in/session';
import { useLogout } from './use-logout';
import { VISUALLY_HIDDEN_SX } from './visually-hidden';

export type TAccountMenuProps = {
  /** Where Logout lands: the site's home. */
  homeHref: string;
  /**
   * Below `sm` only the avatar shows; the name stays the button's accessible name. For a header
   * that also holds a long brand and the menu button (the admin site's).
   */
  isNameHiddenOnPhone?: boolean;
};

/** The signed-in person's menu, labelled with their name (spec section 1): Logout. */
export function AccountMenu({ homeHref, isNameHiddenOnPhone = false }: TAccountMenuProps) {
  const { user } = useSession();
  const logout = useLogout(homeHref);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = formatUserName(user) || user?.email || 'Account';
  const isOpen = Boolean(anchor);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(isOpen ? null : event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        startIcon={
          <Avatar sx={{ width: 28, height: 28, fontSize: '0.875rem', bgcolor: 'primary.main' }} aria-hidden>
            {name.charAt(0).toUpperCase()}
          </Avatar>
        }
        endIcon={<KeyboardArrowDownIcon aria-hidden />}
        sx={[
          { color: 'text.primary', fontWeight: 600, maxWidth: { xs: 200, sm: 280 }, px: 2 },
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            setAnchor(null);
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
