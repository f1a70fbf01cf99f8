import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';

type TPdfDownloadButtonProps = { isPending: boolean; onClick: () => void; children: ReactNode };

/** A PDF the server makes on request (a packet, a letter), fetched and saved: one look for all of them. */
export function PdfDownloadButton({ isPending, onClick, children }: TPdfDownloadButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfOutlinedIcon />}
      loading={isPending}
      loadingPosition="start"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
