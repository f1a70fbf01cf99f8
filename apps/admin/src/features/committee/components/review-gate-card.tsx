import { Alert, Button } from '@mui/material';
import { OPEN_STATUSES, type TAdminApplicationReview } from '@docapply/contracts';
import { getErrorMessage } from '@docapply/ui';
import { LoadingState } from '@/components/page-states';
import { useOfficeGate } from '../api/committee-api';
import { GateDetails, GateSection } from './gate-card';

/** Until the decision (an open application): after it, a committee no longer matters. */
const BEFORE_DECISION: ReadonlySet<string> = new Set(OPEN_STATUSES);

function OfficeGate({ applicationId }: { applicationId: string }) {
  const gate = useOfficeGate(applicationId);
  return (
    <GateSection>
      {gate.data ? (
        <GateDetails gate={gate.data} />
      ) : gate.isError ? (
        // A card of the review, not the page: its failure is told quietly, as the NPDB card's.
        <Alert
          severity="error"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void gate.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(gate.error)}
        </Alert>
      ) : (
        <LoadingState label="Reading the gate..." />
      )}
    </GateSection>
  );
}

/**
 * The review's ready-for-committee gate: what stops the file going to a committee today and what
 * will be too old by the next meeting, so the office can act before finalising (issue 40).
 */
export function ReviewGateCard({
  applicationId,
  status,
}: {
  applicationId: string;
  status: TAdminApplicationReview['status'];
}) {
  return BEFORE_DECISION.has(status) ? <OfficeGate applicationId={applicationId} /> : null;
}
