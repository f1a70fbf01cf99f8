import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  FILE_ACCEPT,
  FILE_MAX_BYTES,
  FILE_MESSAGES,
  FILE_MIME_TYPES,
  type TFileInfo,
} from '@docapply/contracts';
import {
  ConfirmDialog,
  getDocumentName,
  getErrorMessage,
  isCancelledError,
  preloadOnIntent,
  useApi,
} from '@docapply/ui';
import { uploadDocument } from './api/upload-document';
import { DocumentLink } from './document-link';
import { useKnownFiles } from './known-files';
import { RemovedNotice } from './removed-notice';

export type TUploadFieldProps = {
  label: string;
  /** The answer's path ('cv', 'licences.0.licenceCopy'): where an Undo puts a removed document back. */
  name?: string;
  isRequired?: boolean;
  helperText?: string;
  /** Shows the helper text as an error (e.g. "Required" after a submit attempt). */
  hasError?: boolean;
  /** The uploaded file's id, '' when none. */
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** A document to use instead of uploading one (shown while empty); `attach` answers with it. */
  renderOffer?: (attach: (file: TFileInfo) => void) => ReactNode;
};

/** What the browser can tell before sending; the server checks the content itself. */
function checkFile(file: File): string | null {
  if (file.size > FILE_MAX_BYTES) {
    return FILE_MESSAGES.tooLarge;
  }
  const isKnownType = (FILE_MIME_TYPES as readonly string[]).includes(file.type);
  return file.type && !isKnownType ? FILE_MESSAGES.badType : null;
}

/** A document answer: choose a file, watch it upload, then download or remove it. */
export function UploadField({
  label,
  name = label,
  isRequired,
  helperText,
  hasError,
  value,
  onChange,
  isDisabled,
  renderOffer,
}: TUploadFieldProps) {
  const { scope, findFile, addFile, findRemoved, markRemoved, restoreRemoved, discardRemoved } =
    useKnownFiles();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const uploading = useRef<AbortController | null>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const isFocusDue = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  // The copy of an offered document just attached: once shown, the field takes the focus.
  const [attachedId, setAttachedId] = useState<string | null>(null);
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isJustRemoved, setIsJustRemoved] = useState(false);
  const removedId = value ? undefined : findRemoved(name);

  // Leaving the page (or the step) stops an upload nobody will see the end of.
  useEffect(() => () => uploading.current?.abort(), []);

  // After a cancel the Upload button takes the Cancel button's place: it gets the focus too.
  // So does it after the "Document removed" notice is dismissed.
  useEffect(() => {
    if (progress === null && !removedId && isFocusDue.current) {
      isFocusDue.current = false;
      chooseButton.current?.focus();
    }
  }, [progress, removedId]);

  // An offered document used: its button is gone, the field (now showing the document) takes the focus.
  useEffect(() => {
    if (value !== '' && value === attachedId) {
      box.current?.focus();
    }
  }, [value, attachedId]);

  const attach = (file: TFileInfo) => {
    setError(null);
    discardRemoved(name);
    addFile(file);
    setAttachedId(file.id);
    onChange(file.id);
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    const problem = checkFile(file);
    setError(problem);
    if (problem) {
      return;
    }
    const controller = new AbortController();
    uploading.current = controller;
    setProgress(0);
    uploadDocument(api, { scope, file, onProgress: setProgress, signal: controller.signal })
      .then((info) => {
        discardRemoved(name);
        addFile(info);
        onChange(info.id);
      })
      .catch((failure: unknown) => {
        if (!isCancelledError(failure)) {
          setError(getErrorMessage(failure));
        }
      })
      .finally(() => {
        uploading.current = null;
        setProgress(null);
      });
  };

  const cancel = () => {
    isFocusDue.current = true;
    uploading.current?.abort();
  };

  // Confirmed, the document only leaves the answer: Undo puts it back while the page is open.
  const remove = () => {
    setIsConfirming(false);
    setError(null);
    markRemoved(name, value);
    setIsJustRemoved(true);
    onChange('');
  };

  const undo = () => {
    const fileId = restoreRemoved(name);
    if (fileId) {
      setAttachedId(fileId);
      onChange(fileId);
    }
  };

  const dismiss = () => {
    isFocusDue.current = true;
    discardRemoved(name);
  };

  return (
    <Box
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={labelId}
      sx={{ border: 1, borderColor: hasError ? 'error.main' : 'divider', borderRadius: 2, p: 4 }}
    >
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {label}
        {isRequired ? ' *' : ''}
      </Typography>
      {helperText ? (
        <Typography variant="body2" color={hasError ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
          {helperText}
        </Typography>
      ) : null}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {value ? (
          <Stack
            useFlexGap
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}
          >
            <DocumentLink scope={scope} fileId={value} file={findFile(value)} />
            {isDisabled ? null : (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setIsConfirming(true)}
                {...preloadOnIntent(ConfirmDialog)}
                aria-label={`Remove ${getDocumentName(findFile(value))}`}
              >
                Remove
              </Button>
            )}
          </Stack>
        ) : null}
        {removedId && progress === null && !isDisabled ? (
          <RemovedNotice label={label} hasFocus={isJustRemoved} onUndo={undo} onDismiss={dismiss} />
        ) : null}
        {progress !== null ? (
          <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
            <Box sx={{ flexGrow: 1 }}>
              <LinearProgress variant="determinate" value={progress} aria-label={`Uploading ${label}`} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Uploading… {progress}%
              </Typography>
            </Box>
            <Button size="small" onClick={cancel} aria-label={`Cancel upload: ${label}`}>
              Cancel
            </Button>
          </Stack>
        ) : null}
        {!value && progress === null && !isDisabled && renderOffer ? renderOffer(attach) : null}
        {!value && progress === null && !isDisabled ? (
          <Stack
            useFlexGap
            direction="row"
            spacing={3}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}
          >
            <Button
              ref={chooseButton}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              aria-label={`Upload file: ${label}`}
            >
              Upload file
            </Button>
            <Typography variant="body2" color="text.secondary">
              PDF, PNG or JPEG, up to 10 MB
            </Typography>
          </Stack>
        ) : null}
        {!value && isDisabled ? <Typography color="text.secondary">No document uploaded.</Typography> : null}
        {error ? (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        ) : null}
      </Stack>
      {isConfirming ? (
        <ConfirmDialog
          title="Remove this document?"
          confirmLabel="Remove"
          onConfirm={remove}
          onClose={() => setIsConfirming(false)}
        >
          {getDocumentName(findFile(value))} will be taken off “{label}”. You can undo this while the page is
          open.
        </ConfirmDialog>
      ) : null}
      <input ref={input} type="file" accept={FILE_ACCEPT} hidden tabIndex={-1} onChange={upload} />
    </Box>
  );
}
