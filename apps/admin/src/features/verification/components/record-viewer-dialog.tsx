import { useId } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { TVerificationItem } from '@docapply/contracts';
import { FileViewerActions, getErrorMessage, useObjectUrl } from '@docapply/ui';
import { useVerificationRecord } from '../api/evidence';

/** A JSON record is shown indented to be read; the new tab and the download keep it byte for byte. */
function formatRecord(text: string, contentType: string): string {
  if (!contentType.includes('json')) {
    return text;
  }
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

type TRecordViewerDialogProps = { applicationId: string; item: TVerificationItem; onClose: () => void };

/**
 * The record the system fetched, as the source answered it (the registry's JSON, a list's row):
 * shown as text, and from its own route offered in a new tab or as a download, byte for byte.
 */
export function RecordViewerDialog({ applicationId, item, onClose }: TRecordViewerDialogProps) {
  const file = useVerificationRecord(applicationId, item.id);
  const url = useObjectUrl(file.data?.blob);
  const titleId = useId();
  const { record, recordContentType } = item.evidence;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Fetched record: {item.label}
      </DialogTitle>
      <DialogContent dividers>
        {file.isError ? (
          <Alert
            severity="error"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={() => void file.refetch()}>
                Try again
              </Button>
            }
          >
            {getErrorMessage(file.error)}
          </Alert>
        ) : null}
        {record === null ? (
          <Typography>The record is kept as a file: open it in a new tab or download it.</Typography>
        ) : (
          // A region of its own, reachable by keyboard: a long record scrolls inside the dialog.
          <Box role="region" tabIndex={0} aria-label="The record as fetched">
            <Box
              component="pre"
              sx={{ m: 0, fontSize: '0.8125rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {formatRecord(record, recordContentType ?? '')}
            </Box>
          </Box>
        )}
      </DialogContent>
      <FileViewerActions
        url={url}
        fileName={file.data?.fileName ?? `${item.key.replace(/\W+/g, '-')}-record`}
        onClose={onClose}
      />
    </Dialog>
  );
}
