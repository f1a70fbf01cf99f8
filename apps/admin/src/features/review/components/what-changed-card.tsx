import { Alert, Button, Stack, Typography } from '@mui/material';
import type { TApplicationChanges } from '@docapply/contracts';
import { SectionCard, formatDay, getErrorMessage } from '@docapply/ui';
import { useChanges } from '../api/get-changes';
import { AnswerChanges, DocumentChanges, PrivilegeChanges } from './what-changed-lists';

function Summary({ data, since }: { data: TApplicationChanges; since: number }) {
  const previous = data.submissions.find((submission) => submission.number === since);
  const latest = data.submissions.at(-1);
  const { answers, documents, privileges } = data.changes;
  // File answers are listed once, with the documents.
  const changedAnswers = answers.filter((change) => change.fieldType !== 'file');
  const isUnchanged = changedAnswers.length + documents.length + privileges.length === 0;
  return (
    <Stack spacing={4}>
      <div>
        <Typography sx={{ fontWeight: 700 }}>Changed since submission {since}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`Submitted on ${formatDay(previous?.submittedAt)}, resubmitted on ${formatDay(latest?.submittedAt)}.`}
        </Typography>
      </div>
      {isUnchanged ? <Typography>No answer, document or privilege changed.</Typography> : null}
      {changedAnswers.length > 0 ? <AnswerChanges changes={changedAnswers} /> : null}
      {documents.length > 0 ? <DocumentChanges changes={documents} /> : null}
      {privileges.length > 0 ? <PrivilegeChanges changes={privileges} /> : null}
    </Stack>
  );
}

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
  const { since } = changes.data;
  if (since === null) {
    return (
      <Typography color="text.secondary">
        {changes.data.submissions.length > 0
          ? 'Submitted once: nothing to compare yet.'
          : 'No earlier submission to compare with.'}
      </Typography>
    );
  }
  return <Summary data={changes.data} since={since} />;
}

/**
 * After a resubmission, what the doctor changed since the submission before: each answer
 * before → after, each document added, replaced or removed, and the privileges.
 */
export function WhatChangedCard({ applicationId }: { applicationId: string }) {
  return (
    <SectionCard id="what-changed-heading" title="What changed">
      <Changes applicationId={applicationId} />
    </SectionCard>
  );
}
