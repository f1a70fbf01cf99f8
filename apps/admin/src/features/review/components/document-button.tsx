import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { DocumentRow, type TRenderFileProps } from '@docapply/ui';
import { useDocuments } from './documents-context';

/** An uploaded document: its name and size, and a View button that opens it in the page. */
export function DocumentButton({ fileId }: { fileId: string }) {
  const { findFile, openDocument } = useDocuments();
  return (
    <DocumentRow
      file={findFile(fileId)}
      actionLabel="View"
      actionIcon={<VisibilityOutlinedIcon />}
      onAction={() => openDocument(fileId)}
    />
  );
}

/** The forms' `file` answers in AnswersView (module-level: the same function on every render). */
export function renderDocumentField({ value }: TRenderFileProps) {
  return <DocumentButton fileId={value} />;
}
