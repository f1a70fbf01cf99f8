import { Alert, Box, Stack } from '@mui/material';
import { getErrorMessage, PdfDownloadButton } from '@docapply/ui';
import { useDownloadPacket } from '../api/download-packet';

const MAKING = 'Making the packet…';

/** Downloads the credentials committee's PDF of the whole application, documents included. */
export function PacketButton({ applicationId }: { applicationId: string }) {
  const download = useDownloadPacket(applicationId);
  return (
    <Stack spacing={2} sx={{ alignItems: { sm: 'flex-end' } }}>
      <PdfDownloadButton isPending={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? MAKING : 'Download committee packet'}
      </PdfDownloadButton>
      {/* Read out while the packet is made (a failure is an alert): the button changes silently. */}
      <Box
        role="status"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {download.isPending ? MAKING : ''}
      </Box>
      {download.isError ? (
        <Alert severity="error" sx={{ maxWidth: 360 }}>
          The committee packet could not be made. {getErrorMessage(download.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
