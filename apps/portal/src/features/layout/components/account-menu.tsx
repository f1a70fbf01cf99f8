import { useId, useState, type MouseEvent } from 'react';
import { Avatar, Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatDoctorName, useSession } from '@/lib/session';
import { useLogout } from '../api/logout';

/** The signed-in doctor's menu, labelled with the doctor's name (spec section 1). */
export function AccountMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = formatDoctorName(user);
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
        sx={{ color: 'text.primary', fontWeight: 600, maxWidth: { xs: 200, sm: 280 }, px: 2 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
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
