import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { TApplicationSummary } from '@docapply/contracts';
import { StatusChip } from '@docapply/ui';
import { useStatusReport } from '@/components/application-data/api/get-status-report';

/**
 * A draft's percentage: the status report's (the one completeness rule, as on the form), read
 * with the card's missing list; the list's stored figure, the same rule's, until it arrives.
 */
function DraftProgress({ application }: { application: TApplicationSummary }) {
  const report = useStatusReport(application.id);
  const percent = report.data?.percent ?? application.percent;
  return (
    <Stack spacing={1} sx={{ minWidth: { xs: '100%', sm: 200 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <StatusChip status="draft" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percent}% complete
        </Typography>
      </Stack>
      <Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`${application.hospitalName} application progress`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Stack>
  );
}

/** Not started, a draft with how much is done, or the submitted application's status. */
export function ApplicationProgress({ application }: { application: TApplicationSummary | null }) {
  if (!application) {
    return <Chip label="Not started" size="small" variant="outlined" />;
  }
  if (application.status !== 'draft') {
    return <StatusChip status={application.status} />;
  }
  return <DraftProgress application={application} />;
}
