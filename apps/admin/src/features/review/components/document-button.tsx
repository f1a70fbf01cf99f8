import { Button, Stack, Typography } from '@mui/material';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { TRenderFileProps } from '@docapply/ui';
import { useDocuments } from './documents-context';

/** "240 KB", "3.2 MB". */
function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${megabytes.toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** An uploaded document: its name and size, and a View button that opens it in the page. */
export function DocumentButton({ fileId }: { fileId: string }) {
  const { findFile, openDocument } = useDocuments();
  const file = findFile(fileId);
  const name = file?.name ?? 'Uploaded document';
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
          {formatSize(file.size)}
        </Typography>
      ) : null}
      <Button
        size="small"
        startIcon={<VisibilityOutlinedIcon />}
        onClick={() => openDocument(fileId)}
        aria-label={`View ${name}`}
      >
        View
      </Button>
    </Stack>
  );
}

/** The forms' `file` answers in AnswersView (module-level: the same function on every render). */
export function renderDocumentField({ value }: TRenderFileProps) {
  return <DocumentButton fileId={value} />;
}
