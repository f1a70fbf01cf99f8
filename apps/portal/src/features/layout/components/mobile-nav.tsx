import { useState } from 'react';
import { Box, Divider, Drawer, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '@/components/logo';
import { useSession } from '@/lib/session';
import { useNavItems } from '../hooks/use-nav-items';
import { NavLinkButton } from './nav-link-button';
import { SignInButtons } from './sign-in-buttons';

/** Below the mobile breakpoint the navigation sits in a drawer behind a menu button. */
export function MobileNav() {
  const [isOpen, setIsOpen] = useState(false);
  const items = useNavItems();
  const { isSignedIn } = useSession();
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
      <Drawer anchor="right" open={isOpen} onClose={close} slotProps={{ paper: { sx: { width: 300 } } }}>
        <Box component="nav" aria-label="Main" sx={{ p: 4 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 4 }}>
            <Logo size={28} />
            <IconButton aria-label="Close navigation menu" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack spacing={1}>
            {items.map((item) => (
              <NavLinkButton key={item.label} item={item} onNavigate={close} isBlock />
            ))}
          </Stack>
          {isSignedIn ? null : (
            <>
              <Divider sx={{ my: 4 }} />
              <SignInButtons isStacked onNavigate={close} />
            </>
          )}
        </Box>
      </Drawer>
    </>
  );
}
