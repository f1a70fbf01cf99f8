import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { AdminFooter } from './admin-footer';
import { AdminHeader } from './admin-header';
import { useAdminLiveUpdates } from '../hooks/use-admin-live-updates';

/** Header, page, footer: the frame of every admin page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  useAdminLiveUpdates();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AdminHeader />
      {/* With the header (64 px at least) at least a screen high: the footer starts below the first
          screen, so neither the loader giving way to the page nor a page growing when its data
          arrives moves it in sight (a layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: 'calc(100vh - 64px)' }}>
        {children}
      </Box>
      <AdminFooter />
    </Box>
  );
}
