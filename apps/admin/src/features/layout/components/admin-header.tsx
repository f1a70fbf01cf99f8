import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Container, Stack, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { AccountMenu, NavLinkButton, VisuallyHidden, useSession, useStickyBar } from '@docapply/ui';
import { Brand } from '@/components/brand';
import { paths } from '@/config/paths';
import { getLandingHref, isSiteUser } from '@/lib/roles';
import { useNavItems } from '../hooks/use-nav-items';
import { AdminMobileNav } from './admin-mobile-nav';
import { NavMenu } from './nav-menu';

const ACCOUNT_LINKS = [
  { label: 'Account security', href: paths.security.getHref() },
  { label: 'Sign-in activity', href: paths.signInActivity.getHref() },
];

export function AdminHeader() {
  const { isSignedIn, user } = useSession();
  const items = useNavItems();
  // Phones and tablets (up to 900 px, a portrait iPad included) get the menu button.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const hasNav = items.main.length + items.groups.length > 0;
  const isAdminSession = isSignedIn && isSiteUser(user);
  const barRef = useStickyBar<HTMLElement>({ isHeader: true });

  return (
    <AppBar
      ref={barRef}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters sx={{ px: { xs: 5, sm: 8 } }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 4 }}>
          <Box
            component={RouterLink}
            to={isAdminSession ? getLandingHref(user) : paths.home.getHref()}
            sx={{ display: 'inline-flex', textDecoration: 'none', minWidth: 0, mr: 'auto' }}
          >
            {/* Named by the text it shows plus where it goes: an aria-label without the phone's
                "DocApply Admin" in it failed WCAG 2.5.3 (label in name). */}
            <Brand isShort={hasNav} /> <VisuallyHidden>home</VisuallyHidden>
          </Box>
          {hasNav && !isCompact ? (
            <Stack component="nav" aria-label="Main" direction="row" spacing={1}>
              {items.main.map((item) => (
                <NavLinkButton key={item.label} item={item} />
              ))}
              {items.groups.map((group) => (
                <NavMenu key={group.label} label={group.label} items={group.items} />
              ))}
            </Stack>
          ) : null}
          {isSignedIn ? (
            <AccountMenu homeHref={paths.home.getHref()} isNameHiddenOnPhone links={ACCOUNT_LINKS} />
          ) : null}
          {hasNav && isCompact ? <AdminMobileNav items={items} /> : null}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
