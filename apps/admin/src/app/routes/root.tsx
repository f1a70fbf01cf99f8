import { Outlet } from 'react-router';
import { AlertProvider, ScrollToTop } from '@docapply/ui';
import { AdminLayout } from '@/features/layout/components/admin-layout';

/** Alerts need the router (they can navigate), so they sit in the root route. */
export function RootRoute() {
  return (
    <AlertProvider>
      <ScrollToTop />
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AlertProvider>
  );
}
