import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { EXCLUSION_SOURCE_LABELS, type TExclusionSource } from '@docapply/contracts';
import {
  Field,
  VisuallyHidden,
  getErrorMessage,
  isApiError,
  isCancelledError,
  useFieldValidity,
} from '@docapply/ui';
import { useImportExclusionList } from '../api/import-exclusion-list';
import { ImportOutcome, type TOutcomeProps } from './import-outcome';

const CSV_ACCEPT = '.csv,text/csv';
export const NOT_CSV_MESSAGE = 'Choose the list as a CSV file (.csv)';

/** Browsers report a CSV as text/csv, application/vnd.ms-excel or nothing at all: the name decides. */
function isCsv(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv');
}

type TUploadListFormProps = TOutcomeProps & {
  source: TExclusionSource;
  /** An upload or a download of this list is running. */
  isBusy: boolean;
};

/**
 * The month's file uploaded by hand: an optional list date (today when empty), then the CSV. The
 * bar follows the bytes; once they are sent, the server imports and screens everyone again.
 */
export function UploadListForm({ source, isBusy, outcome, onOutcome }: TUploadListFormProps) {
  const label = EXCLUSION_SOURCE_LABELS[source];
  const importList = useImportExclusionList(source);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // Cancel had the focus (and did not hand it to anything else): its removal must not drop it.
  const isCancelFocused = useRef(false);
  const uploading = useRef<AbortController | null>(null);
  const isFocusDue = useRef(false);
  const [listDate, setListDate] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The server's word on the date (a day after today, say), shown on the field itself.
  const [dateError, setDateError] = useState<string | undefined>(undefined);
  const { onValidityChange, hasInvalidField } = useFieldValidity();

  // Leaving the page stops an upload nobody will see the end of.
  useEffect(() => () => uploading.current?.abort(), []);

  // After a cancel the Cancel button is gone: the Upload button takes the focus back.
  useEffect(() => {
    if (fileName === null && isFocusDue.current) {
      isFocusDue.current = false;
      chooseButton.current?.focus();
    }
  }, [fileName]);

  const choose = () => {
    if (!isBusy && !hasInvalidField()) {
      input.current?.click();
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    if (!isCsv(file)) {
      onOutcome({ from: 'upload', error: NOT_CSV_MESSAGE });
      return;
    }
    onOutcome(null);
    setDateError(undefined);
    const controller = new AbortController();
    uploading.current = controller;
    setFileName(file.name);
    setProgress(0);
    importList.mutate(
      { file, listDate: listDate || undefined, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (result) => onOutcome({ from: 'upload', result }),
        onError: (error) => {
          if (isApiError(error) && error.fields?.listDate) {
            setDateError(error.fields.listDate);
          }
          if (!isCancelledError(error)) {
            onOutcome({ from: 'upload', error: getErrorMessage(error) });
          }
        },
        onSettled: () => {
          uploading.current = null;
          setFileName(null);
        },
      },
    );
  };

  const isSent = progress >= 100;
  // Once every byte is sent there is nothing left to cancel: focus on Cancel moves to Upload.
  useEffect(() => {
    if (isSent && isCancelFocused.current) {
      isCancelFocused.current = false;
      chooseButton.current?.focus();
    }
  }, [isSent]);

  const cancel = () => {
    isFocusDue.current = true;
    uploading.current?.abort();
  };

  return (
    <Box>
      <Box sx={{ maxWidth: 320 }}>
        <Field
          field={{
            name: `${source}-list-date`,
            type: 'date',
            label: 'List date',
            past: true,
            future: false,
            helperText: 'The date of the list in the file. Leave empty for today.',
          }}
          value={listDate}
          onChange={(_name, value) => {
            setDateError(undefined);
            setListDate(value);
          }}
          error={dateError}
          touched={dateError !== undefined}
          onValidityChange={onValidityChange}
        />
      </Box>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          ref={chooseButton}
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={choose}
          // Not `disabled`: a disabled button drops the focus the keyboard user had on it.
          aria-disabled={isBusy}
          sx={{ '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'default' } }}
        >
          Upload file<VisuallyHidden>: {label}</VisuallyHidden>
        </Button>
        <Typography variant="body2" color="text.secondary">
          The whole list as CSV, as the source publishes it
        </Typography>
      </Stack>
      {fileName !== null ? (
        <Stack direction="row" spacing={3} sx={{ mt: 3, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <LinearProgress
              variant={isSent ? 'indeterminate' : 'determinate'}
              value={progress}
              aria-label={`Uploading ${fileName}`}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {isSent
                ? 'Importing and screening every doctor again. This can take a minute.'
                : `Uploading ${fileName}… ${progress}%`}
            </Typography>
          </Box>
          {isSent ? null : (
            <Button
              size="small"
              onClick={cancel}
              onFocus={() => {
                isCancelFocused.current = true;
              }}
              onBlur={(event) => {
                isCancelFocused.current = event.relatedTarget === null;
              }}
            >
              Cancel <VisuallyHidden>upload: {label}</VisuallyHidden>
            </Button>
          )}
        </Stack>
      ) : null}
      <ImportOutcome outcome={outcome} way="upload" />
      <input ref={input} type="file" accept={CSV_ACCEPT} hidden tabIndex={-1} onChange={upload} />
    </Box>
  );
}
