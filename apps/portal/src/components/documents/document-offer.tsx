import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { TFileInfo, TReusableDocument } from '@docapply/contracts';
import { findDocumentOffer, type TFormField, type TGroupRow } from '@docapply/rules';
import { formatDay, getErrorMessage, useApi } from '@docapply/ui';
import { reuseDocument, useReusableDocuments } from './api/reusable-documents';
import { useKnownFiles } from './known-files';

type TDocumentOfferProps = {
  /** The field's label, for the button's accessible name. */
  label: string;
  document: TReusableDocument;
  /** The application's own copy, made: the field answers with it. */
  onUsed: (file: TFileInfo) => void;
};

/** "From your profile: cv.pdf, uploaded 03/03/2027" and one button that uses it here. */
export function DocumentOffer({ label, document, onUsed }: TDocumentOfferProps) {
  const api = useApi();
  const { scope } = useKnownFiles();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const use = () => {
    setIsBusy(true);
    setError(null);
    reuseDocument(api, scope, document.id)
      .then(onUsed)
      .catch((failure: unknown) => {
        setError(getErrorMessage(failure));
        setIsBusy(false);
      });
  };

  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 3 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={3}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            From your profile:{' '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {document.name}
            </Box>
            , uploaded {formatDay(document.createdAt)}
          </Typography>
          {document.expiresOn ? (
            <Typography variant="body2" color="text.secondary">
              Valid until {formatDay(document.expiresOn)}
            </Typography>
          ) : null}
        </Box>
        <Button
          variant="contained"
          size="small"
          onClick={use}
          disabled={isBusy}
          aria-label={`Use this document: ${label}`}
        >
          Use this document
        </Button>
      </Stack>
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

type TProfileDocumentOfferProps = {
  field: TFormField;
  /** The field's row in a group: only a document from the same licence (state, number) is offered. */
  row: TGroupRow | null;
  onUsed: (file: TFileInfo) => void;
};

/** The newest valid document of the field's kind from the doctor's other applications, if any. */
export function ProfileDocumentOffer({ field, row, onUsed }: TProfileDocumentOfferProps) {
  const { scope } = useKnownFiles();
  const documents = useReusableDocuments(scope, Boolean(field.profileKey));
  const offer = findDocumentOffer(field, row, documents.data ?? []);
  return offer ? <DocumentOffer label={field.label} document={offer} onUsed={onUsed} /> : null;
}
