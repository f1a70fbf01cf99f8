import { Box, Link, Stack, Typography } from '@mui/material';
import { LEGAL_DOCUMENTS } from '@docapply/contracts';
import { getLegalUrl, usePublicSettings } from '@/hooks/use-public-settings';
import { SiteContainer } from '@/components/site-container';

/** Copyright and the four legal PDFs, each opening in a new tab (spec section 1). */
export function Footer() {
  const { data: settings } = usePublicSettings();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: '#0B1B33', color: 'rgba(255, 255, 255, 0.78)', py: 8 }}>
      <SiteContainer maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={4}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Typography variant="body2">© {year} DocApply. All rights reserved.</Typography>
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
