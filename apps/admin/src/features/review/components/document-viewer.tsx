import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { TFileInfo } from '@docapply/contracts';
import { ErrorState } from '@/components/page-states';
import { useDocument } from '../api/get-document';

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

type TDocumentViewerProps = { scope: string; fileId: string; file?: TFileInfo; onClose: () => void };

/** PDFs and images read in the page (a PDF in the browser's own viewer), with a new-tab option. */
export function DocumentViewer({ scope, fileId, file, onClose }: TDocumentViewerProps) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const name = file?.name ?? 'Uploaded document';
  const blobQuery = useDocument(scope, fileId, file?.mime);
  const url = useObjectUrl(blobQuery.data?.blob);
  const isImage = (blobQuery.data?.blob.type ?? file?.mime ?? '').startsWith('image/');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={isFullScreen}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{name}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, bgcolor: 'grey.100' }}>
        {blobQuery.isPending ? (
          <Box
            role="status"
            aria-label="Loading the document"
            sx={{ display: 'grid', placeItems: 'center', py: 20 }}
          >
            <CircularProgress />
          </Box>
        ) : null}
        {blobQuery.isError ? (
          <Box sx={{ p: 5 }}>
            <ErrorState error={blobQuery.error} onRetry={() => void blobQuery.refetch()} />
          </Box>
        ) : null}
        {url && isImage ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <Box component="img" src={url} alt={name} sx={{ maxWidth: '100%', height: 'auto' }} />
          </Box>
        ) : null}
        {url && !isImage ? (
          <Box
            component="iframe"
            title={name}
            src={url}
            sx={{ display: 'block', border: 0, width: '100%', height: isFullScreen ? '100%' : '75vh' }}
          />
        ) : null}
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
          download={blobQuery.data?.fileName ?? name}
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
