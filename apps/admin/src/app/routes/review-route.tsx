import { ReviewPage } from '@/features/review/components/review-page';
import { VerificationCard } from '@/features/verification';

/** The review with the parts other features own: the verification checklist (issue 15). */
export function ReviewRoute() {
  return <ReviewPage verification={VerificationCard} />;
}
