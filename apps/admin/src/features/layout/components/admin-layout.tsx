import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { AdminFooter } from './admin-footer';
import { AdminHeader } from './admin-header';

/** Header, page, footer: the frame of every admin page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AdminHeader />
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <AdminFooter />
    </Box>
  );
}
