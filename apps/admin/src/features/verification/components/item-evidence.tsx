import { Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { TVerificationItem } from '@docapply/contracts';
import { formatFileSize, lazyComponent, useAlert, preloadOnIntent } from '@docapply/ui';
import { useDownloadEvidence } from '../api/evidence';

// The viewer's code (MUI's dialog) loads when it is first opened.
const RecordViewerDialog = lazyComponent(
  () => import('./record-viewer-dialog'),
  (module) => module.RecordViewerDialog,
);

type TItemEvidenceProps = { applicationId: string; item: TVerificationItem };

/** What the item's verification rests on: the uploaded file (downloaded) and the fetched record (viewed). */
export function ItemEvidence({ applicationId, item }: TItemEvidenceProps) {
  const { file, record, recordContentType } = item.evidence;
  const download = useDownloadEvidence(applicationId, item.id);
  const { showApiError } = useAlert();
  const [isRecordOpen, setIsRecordOpen] = useState(false);
  const hasRecord = record !== null || recordContentType !== null;
  if (!file && !hasRecord) {
    return null;
  }
  return (
    <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {file ? (
        <Button
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          loading={download.isPending}
          loadingPosition="start"
          aria-label={`Download evidence ${file.name} (${formatFileSize(file.size)})`}
          onClick={() => download.mutate(file.name, { onError: (error) => showApiError(error) })}
          sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {`Download evidence ${file.name}`}
        </Button>
      ) : null}
      {hasRecord ? (
        <Button
          size="small"
          startIcon={<DataObjectIcon />}
          aria-label={`View fetched record: ${item.label}`}
          onClick={() => setIsRecordOpen(true)}
          {...preloadOnIntent(RecordViewerDialog)}
        >
          View fetched record
        </Button>
      ) : null}
      {isRecordOpen ? (
        <Suspense fallback={null}>
          <RecordViewerDialog
            applicationId={applicationId}
            item={item}
            onClose={() => setIsRecordOpen(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
