import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Stack, Toolbar, useMediaQuery } from '@mui/material';
import { hasAnyRole } from '@docapply/contracts';
import { Suspense } from 'react';
import { AccountMenu, lazyComponent, useIsPrerendering, useStickyBar } from '@docapply/ui';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useIsDelegate, useSession } from '@/lib/session';
import { SiteContainer } from '@/components/site-container';
import { useNavItems } from '../hooks/use-nav-items';
import { MobileNav } from './mobile-nav';
import { SectionNavLink } from './section-nav-link';
import { SignInButtons } from './sign-in-buttons';

// Only a delegate has a choice of doctor: its code (MUI's select, menu and modal, and the list of
// doctors) loads for them alone, not with every visitor's header.
const DelegateSwitcher = lazyComponent(
  () => import('./delegate-switcher'),
  (module) => module.DelegateSwitcher,
);

/** Spec section 9: the mobile layout starts below about 780 px. */
const MOBILE_QUERY = '(max-width: 779.95px)';
// The prerendered landing page holds both layouts, each hidden by CSS at the other's widths; once
// live the header keeps the one that fits (the same elements, so nothing focused is lost).
const DESKTOP_ONLY_SX = { [`@media ${MOBILE_QUERY}`]: { display: 'none' } };
const MOBILE_ONLY_SX = { '@media (min-width: 780px)': { display: 'none' } };

export function Header() {
  const { isSignedIn, user } = useSession();
  // Note: only the doctor manages their delegates (issue 16); a delegate switches doctors instead.
  const accountLinks = [
    ...(hasAnyRole(user?.roles, ['doctor']) ? [{ label: 'Delegates', href: paths.delegates.getHref() }] : []),
    // Note: the whole profile is the doctor's to carry in person, as the API holds (not a delegate's).
    ...(hasAnyRole(user?.roles, ['doctor'])
      ? [{ label: 'Profile archive', href: paths.profileArchive.getHref() }]
      : []),
    { label: 'Account security', href: paths.security.getHref() },
    { label: 'Sign-in activity', href: paths.signInActivity.getHref() },
  ];
  const items = useNavItems();
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const isPrerendering = useIsPrerendering();
  const hasDesktop = isPrerendering || !isMobile;
  const hasMobile = isPrerendering || isMobile;
  // In the bar on a desktop; on a phone, a row of its own under the bar.
  const switcher = useIsDelegate() ? (
    <Suspense fallback={null}>
      <DelegateSwitcher isFullWidth={isMobile} />
    </Suspense>
  ) : null;

  const barRef = useStickyBar<HTMLElement>({ isHeader: true });

  return (
    <AppBar
      ref={barRef}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'rgba(255, 255, 255, 0.96)', borderBottom: 1, borderColor: 'divider' }}
    >
      <SiteContainer maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 4 }}>
          <Box
            component={RouterLink}
            to={isSignedIn ? paths.dashboard.getHref() : paths.home.getHref()}
            aria-label="DocApply home"
            sx={{ display: 'inline-flex', textDecoration: 'none', mr: 'auto' }}
          >
            <Logo />
          </Box>
          {hasDesktop ? (
            <Stack component="nav" aria-label="Main" direction="row" spacing={1} sx={DESKTOP_ONLY_SX}>
              {items.map((item) => (
                <SectionNavLink key={item.label} item={item} />
              ))}
            </Stack>
          ) : null}
          {isMobile ? null : switcher}
          {isSignedIn ? (
            <AccountMenu homeHref={paths.home.getHref()} isNameHiddenOnPhone links={accountLinks} />
          ) : hasDesktop ? (
            <Box sx={DESKTOP_ONLY_SX}>
              <SignInButtons />
            </Box>
          ) : null}
          {hasMobile ? (
            <Box sx={MOBILE_ONLY_SX}>
              <MobileNav />
            </Box>
          ) : null}
        </Toolbar>
        {isMobile ? switcher : null}
      </SiteContainer>
    </AppBar>
  );
}
