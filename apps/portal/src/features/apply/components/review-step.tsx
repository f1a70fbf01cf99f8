import { Suspense } from 'react';
import { Typography } from '@mui/material';
import { VISUALLY_HIDDEN_SX, lazyComponent, preloadOnIntent } from '@docapply/ui';
import type { TReviewStepProps } from './review-step-parts';

/**
 * The review's content (the references, supervision and signature, with their dialogs and forms)
 * downloads when the step is first near: the doctor filling in a section does not wait for it.
 */
const ReviewStepParts = lazyComponent(
  () => import('./review-step-parts'),
  (module) => module.ReviewStepParts,
);
/** Starts the review's download (a failed one shows, and is tried again, when the step is drawn). */
export const preloadReviewStep = preloadOnIntent(ReviewStepParts).onFocus;

/** The last step: everything the hospital needs besides the form, what is missing, and the signature. */
export function ReviewStep(props: TReviewStepProps) {
  return (
    <>
      {/* Names the step for screen readers (the stepper shows it on screen); focus lands here. */}
      <Typography component="h2" sx={VISUALLY_HIDDEN_SX}>
        Review & submit
      </Typography>
      <Suspense fallback={<Typography role="status">Loading the review…</Typography>}>
        <ReviewStepParts {...props} />
      </Suspense>
    </>
  );
}
