import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { TVerificationItem } from '@docapply/contracts';
import { getErrorMessage } from '@docapply/ui';
import { useVerificationRecord } from '../api/evidence';

/** A tab opened from the viewer may still be reading the object URL when the dialog closes. */
const REVOKE_DELAY_MS = 60_000;

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      setTimeout(() => URL.revokeObjectURL(next), REVOKE_DELAY_MS);
    };
  }, [blob]);
  return url;
}

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
      <DialogActions>
        <Button
          component="a"
          href={url ?? undefined}
          target="_blank"
          rel="noopener"
          disabled={!url}
          startIcon={<OpenInNewIcon />}
        >
          Open in new tab
        </Button>
        <Button
          component="a"
          href={url ?? undefined}
          download={file.data?.fileName ?? `${item.key.replace(/\W+/g, '-')}-record`}
          disabled={!url}
        >
          Download
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
