import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { TFileInfo } from '@docapply/contracts';
import { getErrorMessage } from '../api/api-error';
import { useObjectUrl } from '../api/use-object-url';
import { getDocumentName } from './document-row';
import { FileViewerActions } from './file-viewer-actions';
import { useDocument } from './use-document';

export type TDocumentViewerProps = {
  /** Where the file lives: the `a` of /gcs/get/{a}/{b} (an application's id). */
  scope: string;
  fileId: string;
  file?: TFileInfo;
  onClose: () => void;
};

/** The dialog DocumentViewer (document-viewer.tsx) downloads when a document is first opened. */
export function DocumentViewerDialog({ scope, fileId, file, onClose }: TDocumentViewerProps) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const name = getDocumentName(file);
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
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void blobQuery.refetch()}>
                  Try again
                </Button>
              }
            >
              {getErrorMessage(blobQuery.error)}
            </Alert>
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
