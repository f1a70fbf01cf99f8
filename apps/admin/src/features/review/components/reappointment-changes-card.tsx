import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview, TDocumentChange, TReappointmentComparison } from '@docapply/contracts';
import { SectionCard, formatCount, formatDay, getErrorMessage } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useReappointmentChanges } from '../api/get-reappointment-changes';
import { ChangeSource } from './change-source';
import { AnswerChanges, PrivilegeChanges } from './what-changed-lists';

/** "Compared with the approved application of 03/31/2027". */
export function comparisonTitle(approvedOn: string | null | undefined): string {
  return approvedOn
    ? `Compared with the approved application of ${formatDay(approvedOn)}`
    : 'Compared with the approved application';
}

const VERBS: Record<TDocumentChange['change'], string> = {
  added: 'added',
  replaced: 'replaced',
  removed: 'not carried over',
};

/** Documents by name: the earlier ones belong to the approved application (open them from there). */
function DocumentNames({ changes }: { changes: readonly TDocumentChange[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatCount(changes.length, 'document')} changed
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {changes.map((change) => (
          <li key={`${change.change}:${change.previous?.id ?? ''}:${change.file?.id ?? ''}`}>
            <Typography>
              <Box component="span" sx={{ fontWeight: 600 }}>{`${change.label ?? 'Document'}: `}</Box>
              {VERBS[change.change]}
              {change.previous ? ` (was ${change.previous.name})` : ''}
              {change.file ? ` (now ${change.file.name})` : ''}
            </Typography>
            <ChangeSource source={change.source} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function Comparison({ data }: { data: TReappointmentComparison }) {
  const { answers, documents, privileges } = data.changes;
  const changedAnswers = answers.filter((change) => change.fieldType !== 'file');
  const isUnchanged = changedAnswers.length + documents.length + privileges.length === 0;
  return (
    <Stack spacing={4}>
      <Typography color="text.secondary">
        What changed since the last approval, and where each change came from.{' '}
        <Link component={RouterLink} to={paths.application.getHref(data.previousApplicationId)}>
          Open the approved application
        </Link>
      </Typography>
      {isUnchanged ? <Typography>No answer, document or privilege changed.</Typography> : null}
      {changedAnswers.length > 0 ? <AnswerChanges changes={changedAnswers} /> : null}
      {documents.length > 0 ? <DocumentNames changes={documents} /> : null}
      {privileges.length > 0 ? <PrivilegeChanges changes={privileges} /> : null}
    </Stack>
  );
}

/**
 * A reappointment's review (issue 14): its latest submission against the last submission of the
 * approved application it renews.
 */
export function ReappointmentChangesCard({ review }: { review: TAdminApplicationReview }) {
  const comparison = useReappointmentChanges(review.id);
  return (
    <SectionCard
      id="reappointment-changes-heading"
      overline="Reappointment"
      title={comparisonTitle(comparison.data?.approvedOn ?? review.reappointmentOf?.approvedOn)}
    >
      {comparison.isPending ? (
        <Typography role="status" color="text.secondary">
          Comparing with the approved application...
        </Typography>
      ) : comparison.data ? (
        <Comparison data={comparison.data} />
      ) : (
        <Alert
          severity="error"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void comparison.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(comparison.error)}
        </Alert>
      )}
    </SectionCard>
  );
}
