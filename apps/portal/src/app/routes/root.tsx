import { Outlet } from 'react-router';
import { AlertProvider, ScrollToTop } from '@docapply/ui';
import { SiteLayout } from '@/features/layout/components/site-layout';

/** Alerts need the router (they can navigate), so they sit in the root route. */
export function RootRoute() {
  return (
    <AlertProvider>
      <ScrollToTop />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </AlertProvider>
  );
}
