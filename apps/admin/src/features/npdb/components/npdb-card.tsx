import { Suspense, useState } from 'react';
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SectionCard, getErrorMessage, lazyComponent, preloadOnIntent } from '@docapply/ui';
import { useNpdb } from '../api/get-npdb';
import { NpdbQueryItem } from './npdb-query-item';
import { NpdbStanding } from './npdb-standing';

// The dialog's code (its form, MUI's dialog) loads when it is first opened.
const RecordNpdbDialog = lazyComponent(
  () => import('./record-npdb-dialog'),
  (module) => module.RecordNpdbDialog,
);

function NpdbQueries({ applicationId }: { applicationId: string }) {
  const npdb = useNpdb(applicationId);
  const [isRecording, setIsRecording] = useState(false);
  if (npdb.isPending) {
    return (
      <Typography role="status" color="text.secondary">
        Loading the NPDB queries...
      </Typography>
    );
  }
  if (!npdb.data) {
    // A card's failed read is announced politely: the page's alerts speak for what the user did.
    return (
      <Alert
        severity="error"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void npdb.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(npdb.error)}
      </Alert>
    );
  }
  const { queries, standing, validDays } = npdb.data;
  return (
    <Stack spacing={4}>
      <NpdbStanding standing={standing} validDays={validDays} />
      <Typography variant="body2" color="text.secondary">
        Query the NPDB at appointment, when privileges are added and every two years, then record the query
        with its response here. Only your hospital&apos;s office sees NPDB queries; the doctor never does.
      </Typography>
      <div>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setIsRecording(true)}
          {...preloadOnIntent(RecordNpdbDialog)}
        >
          Record an NPDB query
        </Button>
      </div>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Queries at this hospital
        </Typography>
        {queries.length === 0 ? (
          <Typography color="text.secondary">No NPDB query recorded for this doctor yet.</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label="NPDB queries"
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {queries.map((query) => (
              <NpdbQueryItem key={query.id} applicationId={applicationId} query={query} />
            ))}
          </Stack>
        )}
      </Stack>
      {isRecording ? (
        <Suspense fallback={null}>
          <RecordNpdbDialog applicationId={applicationId} onClose={() => setIsRecording(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * The doctor's NPDB queries at this hospital (issue 40): the office queries the NPDB itself and
 * records each query here with its response and review; the alert says whether one is current for
 * the committee's gate.
 */
export function NpdbCard({ applicationId }: { applicationId: string }) {
  return (
    <SectionCard id="npdb-heading" title="NPDB queries">
      <NpdbQueries applicationId={applicationId} />
    </SectionCard>
  );
}
