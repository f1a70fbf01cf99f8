import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { useIsOpenAfterMount } from './use-is-open-after-mount';

export type TAccountMenuPopupProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** The site's pages about the account, above Logout (the portal's Delegates). */
  links?: readonly TAccountMenuLink[];
};

export type TAccountMenuLink = { label: string; href: string };

/**
 * The account menu itself, in a chunk of its own (with MUI's Menu, Popover and Modal): the header
 * loads it when the menu is first opened.
 */
export default function AccountMenuPopup({
  id,
  anchor,
  onClose,
  onLogout,
  isLoggingOut,
  links = [],
}: TAccountMenuPopupProps) {
  const isOpen = useIsOpenAfterMount(Boolean(anchor));
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={isOpen}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {links.map((link) => (
        <MenuItem key={link.href} component={RouterLink} to={link.href} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem disabled={isLoggingOut} onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" aria-hidden />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
