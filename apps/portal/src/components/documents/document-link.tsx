import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { TFileInfo } from '@docapply/contracts';
import { formatFileSize, useAlert, useApi } from '@docapply/ui';
import { downloadDocument } from './api/download-document';

type TDocumentLinkProps = { scope: string; fileId: string; file?: TFileInfo };

/** An uploaded document: its name and size, and a button that downloads it with the doctor's token. */
export function DocumentLink({ scope, fileId, file }: TDocumentLinkProps) {
  const api = useApi();
  const { showApiError } = useAlert();
  const [isBusy, setIsBusy] = useState(false);
  const name = file?.name ?? 'Uploaded document';

  const download = () => {
    setIsBusy(true);
    downloadDocument(api, scope, { id: fileId, name })
      .catch((error: unknown) => showApiError(error))
      .finally(() => setIsBusy(false));
  };

  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}
    >
      <InsertDriveFileOutlinedIcon color="action" aria-hidden />
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}>{name}</Typography>
      {file ? (
        <Typography variant="body2" color="text.secondary">
          {formatFileSize(file.size)}
        </Typography>
      ) : null}
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={isBusy}
        aria-label={`Download ${name}`}
      >
        Download
      </Button>
    </Stack>
  );
}
