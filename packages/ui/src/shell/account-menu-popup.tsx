import { useId } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { useIsOpenAfterMount } from './use-is-open-after-mount';

export type TAccountMenuPopupProps = {
  id: string;
  anchor: HTMLElement | null;
  /** The person's full name, heading the menu and naming it (a phone's button shows initials only). */
  name: string;
  email?: string;
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
  name,
  email,
  onClose,
  onLogout,
  isLoggingOut,
  links = [],
}: TAccountMenuPopupProps) {
  const isOpen = useIsOpenAfterMount(Boolean(anchor));
  const nameId = useId();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={isOpen}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': nameId }, paper: { sx: { maxWidth: 320 } } }}
    >
      {/* Not an item: read as the menu's name, skipped by the arrow keys. */}
      <Box component="li" role="none" sx={{ px: 4, pt: 1, pb: 2, overflowWrap: 'anywhere' }}>
        <Typography id={nameId} sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {email && email !== name ? (
          <Typography variant="body2" color="text.secondary">
            {email}
          </Typography>
        ) : null}
      </Box>
      <Divider component="li" sx={{ mb: 1 }} />
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
