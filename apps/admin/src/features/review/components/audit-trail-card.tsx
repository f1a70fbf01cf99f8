import { useId, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { SectionCard, getErrorMessage } from '@docapply/ui';
import { useAuditTrail } from '../api/audit-trail';
import { AuditTrailList } from './audit-trail-list';

function Trail({ applicationId }: { applicationId: string }) {
  const trail = useAuditTrail(applicationId, true);
  if (trail.isPending) {
    return (
      <Typography role="status" color="text.secondary">
        Loading the audit trail...
      </Typography>
    );
  }
  if (!trail.data) {
    return (
      <Alert
        severity="error"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void trail.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(trail.error)}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      {trail.isFetchNextPageError ? (
        <Alert severity="error" role="status">
          {getErrorMessage(trail.error)}
        </Alert>
      ) : null}
      <AuditTrailList
        entries={trail.data}
        hasMore={trail.hasNextPage}
        isLoadingMore={trail.isFetchingNextPage}
        onLoadMore={() => trail.fetchNextPage()}
      />
    </Stack>
  );
}

/** Every recorded change to the application, collapsed until asked for (it is read only then). */
export function AuditTrailCard({ applicationId }: { applicationId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const regionId = useId();
  return (
    <SectionCard id="audit-trail-heading" title="Audit trail">
      <Stack spacing={3}>
        <Typography color="text.secondary">
          Every change to this application: who made it, when, from which address, and the values before and
          after.
        </Typography>
        <Box>
          <Button
            variant="outlined"
            aria-expanded={isOpen}
            aria-controls={regionId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? 'Hide audit trail' : 'Show audit trail'}
          </Button>
        </Box>
        <div id={regionId}>{isOpen ? <Trail applicationId={applicationId} /> : null}</div>
      </Stack>
    </SectionCard>
  );
}
