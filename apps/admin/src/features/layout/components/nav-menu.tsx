import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { getNavButtonSx, type TNavLink } from '@docapply/ui';

/** A group of pages (the office's set-up, the platform) behind one header button on wide screens. */
export function NavMenu({ label, items }: { label: string; items: TNavLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = Boolean(anchor);

  return (
    <>
      <Button
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon aria-hidden />}
        sx={getNavButtonSx(items.some((item) => item.isActive))}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={isOpen} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            component={RouterLink}
            to={item.to}
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
