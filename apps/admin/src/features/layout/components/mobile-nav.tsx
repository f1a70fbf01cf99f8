import { useState } from 'react';
import { Box, Drawer, IconButton, ListSubheader, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import type { TNavItems } from '../hooks/use-nav-items';
import { NavLinkButton } from './nav-link-button';

/** On phones and tablets the navigation sits in a drawer behind a menu button. */
export function MobileNav({ items }: { items: TNavItems }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);

  return (
    <>
      <IconButton
        edge="end"
        aria-label="Open navigation menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        sx={{ color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={close}
        slotProps={{ paper: { sx: { width: 300 }, 'aria-label': 'Navigation menu' } }}
      >
        <Box component="nav" aria-label="Main" sx={{ p: 4 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <IconButton aria-label="Close navigation menu" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack spacing={1}>
            {items.main.map((item) => (
              <NavLinkButton key={item.href} item={item} onNavigate={close} isBlock />
            ))}
          </Stack>
          {items.platform.length > 0 ? (
            <Stack spacing={1} sx={{ mt: 4 }}>
              <ListSubheader component="div" disableSticky sx={{ px: 3, lineHeight: 2 }}>
                Platform
              </ListSubheader>
              {items.platform.map((item) => (
                <NavLinkButton key={item.href} item={item} onNavigate={close} isBlock />
              ))}
            </Stack>
          ) : null}
        </Box>
      </Drawer>
    </>
  );
}
