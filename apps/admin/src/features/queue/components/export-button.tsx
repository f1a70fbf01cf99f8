import { Button } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useAlert } from '@docapply/ui';
import { useExportQueue } from '../api/export-queue';
import { toExportQuery } from '../lib/queue-query';
import type { TQueueFilters } from '../hooks/use-queue-filters';

/** Downloads the queue as CSV with the filters on screen (every page of them). */
export function ExportButton({ filters }: { filters: TQueueFilters }) {
  const exportQueue = useExportQueue();
  const { showApiError } = useAlert();
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={exportQueue.isPending}
      loadingPosition="start"
      onClick={() => exportQueue.mutate(toExportQuery(filters), { onError: (error) => showApiError(error) })}
    >
      Export CSV
    </Button>
  );
}
