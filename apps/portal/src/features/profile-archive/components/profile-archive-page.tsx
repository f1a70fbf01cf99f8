import { useRef, useState } from 'react';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { PROFILE_ARCHIVE_MESSAGES, type TImportedDocument } from '@docapply/contracts';
import { ConfirmDialog, getErrorMessage, useAlert, useApi } from '@docapply/ui';
import { PageSection } from '@/components/page-section';
import {
  downloadArchive,
  downloadPendingDocument,
  useConfirmDocument,
  useDiscardDocument,
  usePendingDocuments,
} from '../api/profile-archive-api';

import { ImportArchive } from './import-archive';
import { PendingRow } from './pending-row';

/** /account/profile-archive: the doctor's profile carried to another hospital or DocApply, and back. */
export function ProfileArchivePage() {
  const api = useApi();
  const { showAlert } = useAlert();
  const pending = usePendingDocuments();
  const confirm = useConfirmDocument();
  const discard = useDiscardDocument();
  const [isDownloading, setIsDownloading] = useState(false);
  const [discarding, setDiscarding] = useState<TImportedDocument | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const download = () => {
    setIsDownloading(true);
    downloadArchive(api)
      .catch((failure: unknown) => showAlert({ type: 'error', message: getErrorMessage(failure) }))
      .finally(() => setIsDownloading(false));
  };
  const open = (document: TImportedDocument) => {
    downloadPendingDocument(api, document).catch((failure: unknown) =>
      showAlert({ type: 'error', message: getErrorMessage(failure) }),
    );
  };
  // The row goes: the focus goes to the list's heading rather than to the page.
  const decided = (message: string) => {
    showAlert({ type: 'success', message });
    heading.current?.focus();
  };
  const confirmDocument = (document: TImportedDocument) => {
    confirm
      .mutateAsync(document.id)
      .then(() => decided(PROFILE_ARCHIVE_MESSAGES.confirmed))
      .catch((failure: unknown) => showAlert({ type: 'error', message: getErrorMessage(failure) }));
  };
  const discardDocument = () => {
    if (!discarding) {
      return;
    }
    discard
      .mutateAsync(discarding.id)
      .then(() => {
        setDiscarding(null);
        decided(PROFILE_ARCHIVE_MESSAGES.discarded);
      })
      .catch((failure: unknown) => showAlert({ type: 'error', message: getErrorMessage(failure) }));
  };

  const list = pending.data ?? [];
  return (
    <PageSection
      title="Your profile archive"
      intro="Carry your profile to another hospital or another DocApply: your answers and documents in one file, so you never type your education, training, licences and work history twice."
    >
      <Stack spacing={2} component="section" aria-labelledby="download-archive-title">
        <Typography id="download-archive-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Download your archive
        </Typography>
        <Typography color="text.secondary">
          A .zip with your answers (profile.json) and the newest copy of each of your documents.
        </Typography>
        <Box>
          <Button variant="contained" onClick={download} disabled={isDownloading}>
            {isDownloading ? 'Preparing your archive…' : 'Download my profile archive'}
          </Button>
        </Box>
      </Stack>
      <ImportArchive />
      <Stack spacing={2} component="section" aria-labelledby="pending-documents-title">
        <Typography
          id="pending-documents-title"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700 }}
        >
          Imported documents to confirm
        </Typography>
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, px: { xs: 4, md: 6 } }}
          aria-busy={pending.isFetching}
        >
          {pending.isPending ? (
            <Skeleton variant="rounded" height={80} sx={{ my: 4 }} />
          ) : list.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6 }}>
              No imported documents are waiting.
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Imported documents to confirm"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {list.map((document) => (
                <PendingRow
                  key={document.id}
                  document={document}
                  isBusy={confirm.isPending || discard.isPending}
                  onOpen={open}
                  onConfirm={confirmDocument}
                  onDiscard={setDiscarding}
                />
              ))}
            </Box>
          )}
        </Paper>
      </Stack>
      {discarding ? (
        <ConfirmDialog
          title="Discard this document?"
          confirmLabel="Discard"
          isBusy={discard.isPending}
          onConfirm={discardDocument}
          onClose={() => setDiscarding(null)}
        >
          {`${discarding.name} will be deleted and not used in any application.`}
        </ConfirmDialog>
      ) : null}
    </PageSection>
  );
}
