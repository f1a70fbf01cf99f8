import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { TTelemedicineAgreement } from '@docapply/contracts';
import { FactList, formatDay, formatFileSize, useAlert } from '@docapply/ui';
import { agreementsPath, useDownloadDocument, useEndAgreement } from '../api/agreements';

function agreementState(agreement: TTelemedicineAgreement): string {
  if (agreement.isInForce) {
    return 'In force';
  }
  return agreement.endedAt ? `Ended ${formatDay(agreement.endedAt)}` : 'Not in force';
}

/** One agreement: the distant site, its days, the signed PDF, and ending it while in force. */
export function AgreementItem({ agreement }: { agreement: TTelemedicineAgreement }) {
  const { showAlert, showApiError } = useAlert();
  const download = useDownloadDocument();
  const end = useEndAgreement(agreement.hospitalId);
  const facts: [string, string][] = [
    ['Signed on', formatDay(agreement.signedOn)],
    ['Ends on', agreement.endsOn ? formatDay(agreement.endsOn) : 'No end date'],
    ['CMS certification number', agreement.ccn ?? 'Not recorded'],
    ['Recorded by', agreement.recordedBy?.name ?? 'Former administrator'],
  ];
  return (
    <Box component="li" sx={{ py: 4 }}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {agreement.distantSiteName}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={agreementState(agreement)}
          color={agreement.isInForce ? 'success' : 'default'}
        />
      </Stack>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FactList facts={facts} />
        <Stack useFlexGap direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          {agreement.document ? (
            <Button
              size="small"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={download.isPending}
              loadingPosition="start"
              aria-label={`Download agreement: ${agreement.document.name} (${formatFileSize(agreement.document.size)})`}
              onClick={() =>
                download.mutate(
                  {
                    path: agreementsPath(agreement.hospitalId, agreement.id, 'document'),
                    fallbackName: agreement.document?.name ?? 'agreement.pdf',
                  },
                  { onError: (error) => showApiError(error) },
                )
              }
            >
              Download agreement
            </Button>
          ) : null}
          {agreement.endedAt ? null : (
            <Button
              size="small"
              variant="outlined"
              color="error"
              loading={end.isPending}
              aria-label={`End agreement: ${agreement.distantSiteName}`}
              onClick={() =>
                end.mutate(agreement.id, {
                  onSuccess: () =>
                    showAlert({
                      type: 'success',
                      message: `Agreement with ${agreement.distantSiteName} ended.`,
                    }),
                  onError: (error) => showApiError(error),
                })
              }
            >
              End agreement
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
