import { Link as RouterLink } from 'react-router';
import { Button, Paper, Stack, Typography } from '@mui/material';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/page-section';

/** Placeholder for a route whose page arrives in a later release. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageSection title={title}>
      <Paper variant="outlined" sx={{ p: { xs: 6, md: 8 }, borderRadius: 3 }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <ConstructionOutlinedIcon color="primary" fontSize="large" aria-hidden />
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            This page is coming soon.
          </Typography>
          <Typography color="text.secondary">
            We are still building this part of DocApply. Your account and everything you have entered so far
            are safe.
          </Typography>
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            Back to the start
          </Button>
        </Stack>
      </Paper>
    </PageSection>
  );
}
