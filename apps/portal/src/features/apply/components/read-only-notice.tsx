import { Link as RouterLink } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import { statusLabel, type TApplicationSummary } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { StatusChip } from '@docapply/ui';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/page-section';

/** A submitted application belongs to the hospital until it asks for more information. */
export function ReadOnlyNotice({ summary }: { summary: TApplicationSummary }) {
  const submitted = summary.submittedAt
    ? ` on ${formatDateTime(summary.submittedAt, DATE_DISPLAY_FORMAT)}`
    : '';
  return (
    <PageSection title={`Your application to ${summary.hospitalName}`}>
      <Stack direction="row">
        <StatusChip status={summary.status} />
      </Stack>
      <Alert severity="info">
        You submitted this application{submitted}. Its status is {statusLabel(summary.status).toLowerCase()},
        so it can no longer be changed here. If the hospital needs more information, it will ask you and this
        page will open for editing again.
      </Alert>
      <Stack direction="row">
        <Button component={RouterLink} to={paths.myApplication.getHref(summary.id)} variant="contained">
          View your application
        </Button>
      </Stack>
    </PageSection>
  );
}
