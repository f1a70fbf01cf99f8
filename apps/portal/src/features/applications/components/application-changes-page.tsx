import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { getAuditActionLabel } from '@docapply/contracts';
import { AuditChanges, formatMoment } from '@docapply/ui';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/page-section';
import { useApplicationChanges } from '../api/get-application-changes';

/**
 * /my/application/:id/changes: who changed what in the doctor's application (issue 16): each
 * change made with the doctor's account, and the delegate who entered it for them.
 */
export function ApplicationChangesPage() {
  const { id = '' } = useParams();
  const changes = useApplicationChanges(id);
  const entries = changes.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <PageSection title="Changes" intro="Who changed what in this application, newest first.">
      <Box>
        <Button component={RouterLink} to={paths.myApplication.getHref(id)} variant="outlined">
          Back to the application
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ borderRadius: 3, px: { xs: 4, md: 6 }, py: 2 }}>
        {changes.isPending ? (
          <Skeleton variant="rounded" height={80} sx={{ my: 4 }} />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            No changes recorded yet.
          </Typography>
        ) : (
          <Stack component="ul" aria-label="Changes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((entry) => (
              <Box component="li" key={entry.id} sx={{ py: 3, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 700 }}>{getAuditActionLabel(entry.action)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                  {entry.enteredBy ? ` · entered by ${entry.enteredBy}` : ` · ${entry.actor ?? ''}`}
                </Typography>
                <AuditChanges entry={entry} />
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
      {changes.hasNextPage ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void changes.fetchNextPage()}
            disabled={changes.isFetchingNextPage}
          >
            {changes.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      ) : null}
    </PageSection>
  );
}
