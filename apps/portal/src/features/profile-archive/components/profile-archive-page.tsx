import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  PROFILE_ARCHIVE_ACCEPT,
  PROFILE_ARCHIVE_MAX_BYTES,
  PROFILE_ARCHIVE_MESSAGES,
  type TImportedDocument,
} from '@docapply/contracts';
import {
  ConfirmDialog,
  formatDay,
  formatFileSize,
  getErrorMessage,
  isCancelledError,
  useAlert,
  useApi,
} from '@docapply/ui';
import { PageSection } from '@/components/page-section';
import {
  downloadArchive,
  downloadPendingDocument,
  useConfirmDocument,
  useDiscardDocument,
  useImportArchive,
  usePendingDocuments,
} from '../api/profile-archive-api';

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

function PendingRow({ document, isBusy, onOpen, onConfirm, onDiscard }: TRowProps) {
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

/** What the browser can tell before sending: the server checks everything again. */
function checkArchive(file: File): string | null {
  if (file.size > PROFILE_ARCHIVE_MAX_BYTES) {
    return PROFILE_ARCHIVE_MESSAGES.tooLarge;
  }
  return file.name.toLowerCase().endsWith('.zip') ? null : PROFILE_ARCHIVE_MESSAGES.notZip;
}

function ImportArchive() {
  const importArchive = useImportArchive();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    setOutcome(null);
    const problem = checkArchive(file);
    setErrors(problem ? [problem] : []);
    if (problem) {
      return;
    }
    setProgress(0);
    importArchive
      .mutateAsync({ file, onProgress: setProgress })
      .then((result) => {
        const before =
          result.alreadyImported > 0
            ? ` ${result.alreadyImported} you had imported before were left out.`
            : '';
        setOutcome(
          `Imported ${result.answers} answers, which now fill in new applications. ` +
            `${result.documents.length} documents wait for you to confirm them below.${before}`,
        );
      })
      .catch((failure: unknown) => {
        if (!isCancelledError(failure)) {
          setErrors([getErrorMessage(failure)]);
        }
      })
      .finally(() => setProgress(null));
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="import-archive-title">
      <Typography id="import-archive-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Import an archive
      </Typography>
      <Typography color="text.secondary">
        A profile archive from this or another DocApply fills in your education, training, licences and work
        history on new applications. Its documents are not used until you confirm each one.
      </Typography>
      <Box>
        <input
          ref={input}
          id="profile-archive-input"
          type="file"
          accept={PROFILE_ARCHIVE_ACCEPT}
          hidden
          onChange={choose}
        />
        <Button variant="outlined" disabled={progress !== null} onClick={() => input.current?.click()}>
          Choose an archive to import
        </Button>
      </Box>
      {progress !== null ? (
        <LinearProgress variant="determinate" value={progress} aria-label="Importing the archive" />
      ) : null}
      {errors.length > 0 ? (
        <Alert severity="error" role="alert">
          <Typography sx={{ fontWeight: 600 }}>The archive was not imported:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 4 }}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {outcome ? (
        <Alert severity="success" role="status">
          {outcome}
        </Alert>
      ) : null}
    </Stack>
  );
}

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
