import { Alert, Stack, Typography } from '@mui/material';
import type { TApplicationDetail } from '@docapply/contracts';
import { SectionCard, formatDay, getErrorMessage, PdfDownloadButton } from '@docapply/ui';
import { useDecisionLetter, useDownloadDecisionLetter } from '../api/decision-letter';

/**
 * The hospital's decision letter, once it has sent it: the doctor downloads it here whenever they
 * need it. Nothing shows before (the letter is the hospital's until sent).
 */
export function DecisionLetterCard({ detail }: { detail: TApplicationDetail }) {
  const isDecided = detail.status === 'approved' || detail.status === 'rejected';
  const letter = useDecisionLetter(detail.id, { enabled: isDecided });
  const download = useDownloadDecisionLetter(detail.id);
  if (!letter.data) {
    return null;
  }
  return (
    <SectionCard id="decision-letter-heading" title="Decision letter">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {detail.hospital.name} sent you the letter with its decision on {formatDay(letter.data.sentAt)}.
        </Typography>
        <PdfDownloadButton isPending={download.isPending} onClick={() => download.mutate()}>
          Download decision letter
        </PdfDownloadButton>
        {download.isError ? (
          <Alert severity="error">
            The letter could not be downloaded. {getErrorMessage(download.error)}
          </Alert>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
