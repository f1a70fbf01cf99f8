import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { TFileInfo } from '@docapply/contracts';
import { FileViewerActions, useObjectUrl } from '@docapply/ui';
import { ErrorState } from '@/components/page-states';
import { useDocument } from '../api/get-document';

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
      <FileViewerActions url={url} fileName={blobQuery.data?.fileName ?? name} onClose={onClose} />
    </Dialog>
  );
}
