import { Box, Button, Stack, Typography } from '@mui/material';
import { type TImportedDocument } from '@docapply/contracts';
import { formatDay, formatFileSize } from '@docapply/ui';

/** "licence.copy" → "Licence copy": a profile key read as words. */
function describeKind(kind: string): string {
  const words = kind
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describeDocument(document: TImportedDocument): string {
  const parts = [describeKind(document.kind)];
  if (document.row) {
    parts.push(Object.values(document.row).join(' '));
  }
  if (document.issuedOn) {
    parts.push(`issued ${formatDay(document.issuedOn)}`);
  }
  parts.push(document.expiresOn ? `expires ${formatDay(document.expiresOn)}` : 'no expiry date');
  parts.push(`uploaded ${formatDay(document.createdAt)}`);
  parts.push(formatFileSize(document.size));
  return parts.join(' · ');
}

type TRowProps = {
  document: TImportedDocument;
  isBusy: boolean;
  onOpen: (document: TImportedDocument) => void;
  onConfirm: (document: TImportedDocument) => void;
  onDiscard: (document: TImportedDocument) => void;
};

/** One imported document waiting for the practitioner: its name and facts, then Download, Confirm and Discard. */
export function PendingRow({ document, isBusy, onOpen, onConfirm, onDiscard }: TRowProps) {
  return (
    <Box component="li" sx={{ py: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{document.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {describeDocument(document)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            From {document.source}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => onOpen(document)} aria-label={`Download ${document.name}`}>
            Download
          </Button>
          <Button
            variant="contained"
            disabled={isBusy}
            onClick={() => onConfirm(document)}
            aria-label={`Confirm ${document.name}`}
          >
            Confirm
          </Button>
          <Button
            color="error"
            disabled={isBusy}
            onClick={() => onDiscard(document)}
            aria-label={`Discard ${document.name}`}
          >
            Discard
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
