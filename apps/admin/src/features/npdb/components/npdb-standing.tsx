import { Alert, AlertTitle } from '@mui/material';
import type { TNpdbStanding } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';

/**
 * Whether the doctor's NPDB query is current today (what the committee's gate asks), in the
 * server's words: until when, or what is missing.
 */
export function NpdbStanding({ standing, validDays }: { standing: TNpdbStanding; validDays: number }) {
  return (
    <Alert severity={standing.current ? 'success' : 'warning'} role="status">
      <AlertTitle>{standing.current ? 'NPDB query current' : 'NPDB query needed'}</AlertTitle>
      {`${standing.message}.`}
      {standing.current
        ? null
        : ` A one-time query counts for ${formatCount(validDays, 'day')}; a Continuous Query enrolment until its renewal date. Only a reviewed response counts.`}
    </Alert>
  );
}
