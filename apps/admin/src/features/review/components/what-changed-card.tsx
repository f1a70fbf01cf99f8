import { Alert, Button, Stack, Typography } from '@mui/material';
import { SectionCard, getErrorMessage } from '@docapply/ui';
import { useChanges } from '../api/get-changes';
import { SubmissionCompare } from './submission-compare';
import { SubmissionRounds } from './submission-rounds';

function Changes({ applicationId }: { applicationId: string }) {
  const changes = useChanges(applicationId);
  if (changes.isPending) {
    return (
      <Typography role="status" color="text.secondary">
        Looking for changes...
      </Typography>
    );
  }
  if (!changes.data) {
    // A card's failed read is announced politely: the page's alerts speak for what the user did.
    return (
      <Alert
        severity="error"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void changes.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(changes.error)}
      </Alert>
    );
  }
  const { data } = changes;
  if (data.rounds.length === 0) {
    return (
      <Typography color="text.secondary">
        {data.submissions.length > 0
          ? 'Submitted once: nothing to compare yet.'
          : 'No earlier submission to compare with.'}
      </Typography>
    );
  }
  return (
    <Stack spacing={6}>
      <SubmissionRounds data={data} />
      {/* Two submissions are one round: there is nothing else to compare. */}
      {data.submissions.length > 2 ? <SubmissionCompare applicationId={applicationId} data={data} /> : null}
    </Stack>
  );
}

/**
 * After a resubmission, what changed in each round (each answer before → after, each document
 * added, replaced or removed, the privileges, each with where it came from) and any two
 * submissions compared.
 */
export function WhatChangedCard({ applicationId }: { applicationId: string }) {
  return (
    <SectionCard id="what-changed-heading" title="What changed">
      <Changes applicationId={applicationId} />
    </SectionCard>
  );
}
