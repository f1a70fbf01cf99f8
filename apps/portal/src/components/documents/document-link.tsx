import { useState } from 'react';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { TFileInfo } from '@docapply/contracts';
import { DocumentRow, DocumentViewer, preloadOnIntent } from '@docapply/ui';

type TDocumentLinkProps = { scope: string; fileId: string; file?: TFileInfo };

/**
 * An uploaded document: its name and size, and a button that opens it in the viewer the office
 * uses (fetched with the doctor's token; downloading is one of the viewer's actions).
 */
export function DocumentLink({ scope, fileId, file }: TDocumentLinkProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <DocumentRow
        file={file}
        actionLabel="View"
        actionIcon={<VisibilityOutlinedIcon />}
        onAction={() => setIsOpen(true)}
        onIntent={preloadOnIntent(DocumentViewer).onFocus}
      />
      {isOpen ? (
        <DocumentViewer scope={scope} fileId={fileId} file={file} onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  );
}
