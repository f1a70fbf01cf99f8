import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Footer } from './footer';
import { Header } from './header';

/** Header, page, footer: the frame of every portal page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
