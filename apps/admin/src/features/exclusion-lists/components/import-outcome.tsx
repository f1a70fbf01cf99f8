import { Alert, Box } from '@mui/material';
import type { TExclusionImport } from '@docapply/contracts';
import { describeImport } from '../lib/format-import';

/** Which control brought the list in: its outcome shows beside it. */
export type TImportWay = 'download' | 'upload';

/** How the last upload or download of a list ended: what was imported, or the API's reason it was not. */
export type TImportOutcome = { from: TImportWay } & ({ result: TExclusionImport } | { error: string });

/** What a source's two import controls share: one outcome at a time, the latest. */
export type TOutcomeProps = {
  outcome: TImportOutcome | null;
  /** null when a new import starts: the previous outcome no longer applies. */
  onOutcome: (outcome: TImportOutcome | null) => void;
};

/**
 * The outcome, in a live region that is always there so screen readers announce it whichever
 * button the user pressed; the focus stays on that button.
 */
export function ImportOutcome({ outcome, way }: { outcome: TImportOutcome | null; way: TImportWay }) {
  const shown = outcome?.from === way ? outcome : null;
  return (
    <Box aria-live="polite" aria-atomic>
      {shown && 'result' in shown ? (
        <Alert severity="success" role="status" sx={{ mt: 3 }}>
          {describeImport(shown.result)}
        </Alert>
      ) : null}
      {shown && 'error' in shown ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {shown.error}
        </Alert>
      ) : null}
    </Box>
  );
}
