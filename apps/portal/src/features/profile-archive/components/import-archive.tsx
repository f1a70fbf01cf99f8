import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import {
  PROFILE_ARCHIVE_ACCEPT,
  PROFILE_ARCHIVE_MAX_BYTES,
  PROFILE_ARCHIVE_MESSAGES,
} from '@docapply/contracts';
import { getErrorMessage, isCancelledError } from '@docapply/ui';
import { useImportArchive } from '../api/profile-archive-api';

/** What the browser can tell before sending: the server checks everything again. */
function checkArchive(file: File): string | null {
  if (file.size > PROFILE_ARCHIVE_MAX_BYTES) {
    return PROFILE_ARCHIVE_MESSAGES.tooLarge;
  }
  return file.name.toLowerCase().endsWith('.zip') ? null : PROFILE_ARCHIVE_MESSAGES.notZip;
}

/** Importing an archive: the file chosen, its upload progress, and what the server refused or took. */
export function ImportArchive() {
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
