import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';

type TMobileNavProps = {
  /** Shown at the top of the drawer, beside its close button. */
  logo?: ReactNode;
  /** The drawer's links; `close` shuts the drawer (call it when a link is followed). */
  children: (close: () => void) => ReactNode;
};

/** On narrow screens the navigation sits in a drawer behind a menu button. */
export function MobileNav({ logo, children }: TMobileNavProps) {
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
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: logo ? 'space-between' : 'flex-end',
              mb: logo ? 4 : 2,
            }}
          >
            {logo}
            <IconButton aria-label="Close navigation menu" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {children(close)}
        </Box>
      </Drawer>
    </>
  );
}
