import { Divider, Stack } from '@mui/material';
import { MobileNav as SharedMobileNav } from '@docapply/ui';
import { Logo } from '@/components/logo';
import { useSession } from '@/lib/session';
import { useNavItems } from '../hooks/use-nav-items';
import { SectionNavLink } from './section-nav-link';
import { SignInButtons } from './sign-in-buttons';

/** Below the mobile breakpoint: the header's links, and the two sign-in doors for visitors. */
export function MobileNav() {
  const items = useNavItems();
  const { isSignedIn } = useSession();

  return (
    <SharedMobileNav logo={<Logo size={28} />}>
      {(close) => (
        <>
          <Stack spacing={1}>
            {items.map((item) => (
              <SectionNavLink key={item.label} item={item} onNavigate={close} isBlock />
            ))}
          </Stack>
          {isSignedIn ? null : (
            <>
              <Divider sx={{ my: 4 }} />
              <SignInButtons isStacked onNavigate={close} />
            </>
          )}
        </>
      )}
    </SharedMobileNav>
  );
}
