import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import { useIsOpenAfterMount } from './use-is-open-after-mount';

export type TMobileNavDrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  logo?: ReactNode;
  children: ReactNode;
};

/**
 * The phone navigation's drawer, in a chunk of its own (with MUI's Drawer, Modal and focus trap):
 * loaded when the menu button is first pressed.
 */
export default function MobileNavDrawer({ isOpen, onClose, logo, children }: TMobileNavDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={useIsOpenAfterMount(isOpen)}
      onClose={onClose}
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
          <IconButton aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}
