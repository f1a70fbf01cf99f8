import { ReviewGateCard } from '@/features/committee/components/review-gate-card';
import { DecisionLetterCard } from '@/features/decision-letters/components/decision-letter-card';
import { ApplicationFppeCard } from '@/features/fppe/components/application-fppe-card';
import { NpdbCard } from '@/features/npdb/components/npdb-card';
import { ReviewPage } from '@/features/review/components/review-page';
import { TelemedicineCard } from '@/features/telemedicine/components/telemedicine-card';
import { TemporaryPrivilegesCard } from '@/features/temporary-privileges/components/temporary-privileges-card';
import { VerificationCard } from '@/features/verification/components/verification-card';

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
