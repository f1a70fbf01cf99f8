import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import type { TFileInfo } from '@docapply/contracts';
import { DocumentRow, getDocumentName, useAlert, useApi } from '@docapply/ui';
import { downloadDocument } from './api/download-document';

type TDocumentLinkProps = { scope: string; fileId: string; file?: TFileInfo };

/** An uploaded document: its name and size, and a button that downloads it with the doctor's token. */
export function DocumentLink({ scope, fileId, file }: TDocumentLinkProps) {
  const api = useApi();
  const { showApiError } = useAlert();
  const [isBusy, setIsBusy] = useState(false);

  const download = () => {
    setIsBusy(true);
    downloadDocument(api, scope, { id: fileId, name: getDocumentName(file) })
      .catch((error: unknown) => showApiError(error))
      .finally(() => setIsBusy(false));
  };

  return (
    <DocumentRow
      file={file}
      actionLabel="Download"
      actionIcon={<DownloadIcon />}
      onAction={download}
      isBusy={isBusy}
    />
  );
}
