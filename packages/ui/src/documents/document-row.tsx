import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { TFileInfo } from '@docapply/contracts';
import { formatFileSize } from '../format/format';

type TDocumentFile = Pick<TFileInfo, 'name' | 'size'>;

/** What a document is called on screen: its file name, or a plain phrase while it is not listed. */
export function getDocumentName(file: TDocumentFile | undefined): string {
  return file?.name ?? 'Uploaded document';
}

export type TDocumentRowProps = {
  /** The uploaded file; without it the row shows neither name nor size. */
  file: TDocumentFile | undefined;
  /** The button's text; its accessible name adds the file's name ("View licence.pdf"). */
  actionLabel: string;
  actionIcon: ReactNode;
  onAction: () => void;
  /** The pointer is over the button, or it has focus: what it opens can start downloading. */
  onIntent?: () => void;
  isBusy?: boolean;
};

/** An uploaded document: its name and size, and one button that opens or downloads it. */
export function DocumentRow({
  file,
  actionLabel,
  actionIcon,
  onAction,
  onIntent,
  isBusy = false,
}: TDocumentRowProps) {
  const name = getDocumentName(file);
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={2}
      // One line whatever the name's length: a long name wraps within itself, the size and the
      // button stay on the document's line (a wrapped button read as belonging to the next one).
      sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'nowrap' }}
    >
      <InsertDriveFileOutlinedIcon color="action" aria-hidden />
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}>{name}</Typography>
      {file ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {formatFileSize(file.size)}
        </Typography>
      ) : null}
      <Button
        size="small"
        startIcon={actionIcon}
        onClick={onAction}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        disabled={isBusy}
        aria-label={`${actionLabel} ${name}`}
        sx={{ flexShrink: 0 }}
      >
        {actionLabel}
      </Button>
    </Stack>
  );
}
