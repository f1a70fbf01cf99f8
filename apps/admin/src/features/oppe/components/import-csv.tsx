import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { OPPE_IMPORT_COLUMNS, type TOppeImport } from '@docapply/contracts';
import { formatCount, getErrorMessage } from '@docapply/ui';
import { useImportOppeValues } from '../api/import-oppe-values';
import { getRowErrors, type TRowError } from '../lib/import-errors';
import { ImportErrorsTable } from './import-errors-table';

const NOT_CSV_MESSAGE = 'Choose the values as a CSV file (.csv)';

type TOutcome = { result: TOppeImport; fileName: string } | { error: string; rows: TRowError[] } | null;

/** Browsers report a CSV as text/csv, application/vnd.ms-excel or nothing at all: the name decides. */
const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv');

/**
 * "Import CSV": the quality report's values for any of the hospital's cycles, all rows or none.
 * The outcome is in a live region that is always there; the focus stays on the button.
 */
export function ImportCsv({ hospitalId }: { hospitalId: string }) {
  const importValues = useImportOppeValues(hospitalId);
  const input = useRef<HTMLInputElement>(null);
  const uploading = useRef<AbortController | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<TOutcome>(null);

  // Leaving the page stops an upload nobody will see the end of.
  useEffect(() => () => uploading.current?.abort(), []);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    if (!isCsv(file)) {
      setOutcome({ error: NOT_CSV_MESSAGE, rows: [] });
      return;
    }
    setOutcome(null);
    setFileName(file.name);
    setProgress(0);
    const controller = new AbortController();
    uploading.current = controller;
    importValues.mutate(
      { file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (result) => setOutcome({ result, fileName: file.name }),
        onError: (error) => setOutcome({ error: getErrorMessage(error), rows: getRowErrors(error) }),
        onSettled: () => {
          uploading.current = null;
          setFileName(null);
        },
      },
    );
  };

  const isBusy = fileName !== null;
  return (
    <Box>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => (isBusy ? undefined : input.current?.click())}
          // Not `disabled`: a disabled button drops the focus the keyboard user had on it.
          aria-disabled={isBusy}
          sx={{ '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'default' } }}
        >
          Import CSV
        </Button>
        <Typography variant="body2" color="text.secondary">
          Columns {OPPE_IMPORT_COLUMNS.join(', ')}; the period is the cycle’s first day (YYYY-MM-DD) or its
          months (YYYY-MM..YYYY-MM).
        </Typography>
      </Stack>
      {isBusy ? (
        <Box sx={{ mt: 3 }}>
          <LinearProgress
            variant={progress >= 100 ? 'indeterminate' : 'determinate'}
            value={progress}
            aria-label={`Uploading ${fileName}`}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {progress >= 100 ? 'Checking and importing the rows…' : `Uploading ${fileName}… ${progress}%`}
          </Typography>
        </Box>
      ) : null}
      <Box aria-live="polite" aria-atomic>
        {outcome && 'result' in outcome ? (
          <Alert severity="success" role="status" sx={{ mt: 3 }}>
            {`Imported ${formatCount(outcome.result.rowsImported, 'row')} from ${outcome.fileName}.`}
          </Alert>
        ) : null}
        {outcome && 'error' in outcome ? (
          <Alert severity="error" sx={{ mt: 3 }}>
            {outcome.error}
          </Alert>
        ) : null}
      </Box>
      {outcome && 'rows' in outcome && outcome.rows.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <ImportErrorsTable errors={outcome.rows} />
        </Box>
      ) : null}
      <input ref={input} type="file" accept=".csv,text/csv" hidden tabIndex={-1} onChange={upload} />
    </Box>
  );
}
