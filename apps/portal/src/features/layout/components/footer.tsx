import { useRef } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { LEGAL_DOCUMENTS } from '@docapply/contracts';
import { useIsNear } from '@/hooks/use-is-near';
import { getLegalUrl, usePublicSettings } from '@/hooks/use-public-settings';
import { SiteContainer } from '@/components/site-container';

/** Copyright and the four legal PDFs, each opening in a new tab (spec section 1). */
export function Footer() {
  const footer = useRef<HTMLElement>(null);
  // The footer starts below the first screen; its links are the shipped PDFs until the settings
  // (which may point elsewhere) are read, when it comes into sight. A page that calls nothing
  // else as it opens then needs no API client code.
  const { data: settings } = usePublicSettings({ isEnabled: useIsNear(footer) });
  const year = new Date().getFullYear();

  return (
    <Box
      ref={footer}
      component="footer"
      sx={{ bgcolor: '#0B1B33', color: 'rgba(255, 255, 255, 0.78)', py: 8 }}
    >
      <SiteContainer maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={4}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Typography variant="body2">
            {/* The prerendered landing page has its build's year: its boot script writes this
                year there before anything shows, so the live page agrees with it. */}
            ©{' '}
            <span data-current-year suppressHydrationWarning>
              {year}
            </span>{' '}
            DocApply. All rights reserved.
          </Typography>
          <Stack
            component="nav"
            aria-label="Legal"
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 6, rowGap: 2 }}
          >
            {LEGAL_DOCUMENTS.map((document) => (
              <Link
                key={document.key}
                href={getLegalUrl(settings, document.key)}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                underline="hover"
                sx={{ color: 'inherit', '&:hover': { color: '#fff' } }}
              >
                {document.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </SiteContainer>
    </Box>
  );
}
