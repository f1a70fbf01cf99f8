import { ReviewGateCard } from '@/features/committee';
import { DecisionLetterCard } from '@/features/decision-letters';
import { ApplicationFppeCard } from '@/features/fppe';
import { NpdbCard } from '@/features/npdb';
import { ReviewPage } from '@/features/review/components/review-page';
import { TelemedicineCard } from '@/features/telemedicine';
import { TemporaryPrivilegesCard } from '@/features/temporary-privileges';
import { VerificationCard } from '@/features/verification';

const AFTER_VERIFICATION = [NpdbCard, ReviewGateCard];
const AFTER_DECISION = [TelemedicineCard, TemporaryPrivilegesCard, ApplicationFppeCard, DecisionLetterCard];

/**
 * The review with the parts other features own: the verification checklist (issue 15), the NPDB
 * queries and the ready-for-committee gate beside it, and in the decision's place the distant
 * site's decision (telemedicine by proxy), the temporary privileges and the decision letter (issue 40),
 * and the FPPEs that followed the grants (issue 41).
 */
export function ReviewRoute() {
  return (
    <ReviewPage
      verification={VerificationCard}
      afterVerification={AFTER_VERIFICATION}
      decision={AFTER_DECISION}
    />
  );
}
