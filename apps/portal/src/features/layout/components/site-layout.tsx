import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Footer } from './footer';
import { Header } from './header';
import { usePortalLiveUpdates } from '../hooks/use-portal-live-updates';

/** Header, page, footer: the frame of every portal page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  usePortalLiveUpdates();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      {/* With the header (64 px at least) at least a screen high: the footer starts below the first
          screen, so neither the loader giving way to the page nor a page growing when its data
          arrives moves it in sight (a layout shift). */}
      <Box component="main" id="main" sx={{ flex: 1, minHeight: 'calc(100vh - 64px)' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
