import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import { useIsOpenAfterMount } from './use-is-open-after-mount';

export type TAccountMenuPopupProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
};

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
      <MenuItem disabled={isLoggingOut} onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" aria-hidden />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
