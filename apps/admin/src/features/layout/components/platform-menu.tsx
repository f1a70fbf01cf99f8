import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { TNavItem } from '../hooks/use-nav-items';

/** The platform pages behind one header button on wide screens. */
export function PlatformMenu({ items }: { items: TNavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = Boolean(anchor);
  const isActive = items.some((item) => item.isActive);

  return (
    <>
      <Button
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon aria-hidden />}
        sx={{
          px: 3,
          py: 2,
          fontWeight: isActive ? 700 : 500,
          color: isActive ? 'primary.main' : 'text.primary',
          bgcolor: isActive ? 'rgba(0, 74, 173, 0.08)' : 'transparent',
        }}
      >
        Platform
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={isOpen} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.href}
            component={RouterLink}
            to={item.href}
            selected={item.isActive}
            aria-current={item.isActive ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
