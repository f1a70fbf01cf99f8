import { useId, useState, type MouseEvent } from 'react';
import { Avatar, Box, Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatUserName, useSession } from '@docapply/ui';
import { useLogout } from '@/hooks/use-logout';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
} as const;

/** The signed-in administrator's menu, labelled with their name. */
export function AccountMenu() {
  const { user } = useSession();
  const logout = useLogout();
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
        sx={{
          color: 'text.primary',
          fontWeight: 600,
          maxWidth: { xs: 180, sm: 280 },
          minWidth: 0,
          px: 2,
          flexShrink: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 2 } },
        }}
      >
        <Box
          component="span"
          sx={(theme) => ({
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            // On phones the name is hidden visually only, so it stays the button's accessible name.
            [theme.breakpoints.down('sm')]: VISUALLY_HIDDEN,
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
