import { Link as RouterLink } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useIsOpenAfterMount, type TNavLink } from '@docapply/ui';

type TNavMenuPopupProps = {
  id: string;
  anchor: HTMLElement | null;
  items: TNavLink[];
  onClose: () => void;
};

/**
 * A header group's menu, in a chunk of its own (with MUI's Menu, Popover and Modal): the header
 * loads it when a group is first opened, so a page that opens no menu does not carry them.
 */
export default function NavMenuPopup({ id, anchor, items, onClose }: TNavMenuPopupProps) {
  const isOpen = useIsOpenAfterMount(Boolean(anchor));
  return (
    <Menu id={id} anchorEl={anchor} open={isOpen} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.label}
          component={RouterLink}
          to={item.to}
          selected={item.isActive}
          aria-current={item.isActive ? 'page' : undefined}
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
