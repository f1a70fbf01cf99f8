import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { TAdminApplicationReview, TApplicationStatus } from '@docapply/contracts';
import { SectionCard, lazyComponent, useFocusOnChange, preloadOnIntent } from '@docapply/ui';
import { paths } from '@/config/paths';
import { getDecisionCopy } from './decision-copy';

// The dialog's code (its form, MUI's dialog) loads when a decision is first chosen.
const DecisionDialog = lazyComponent(
  () => import('./decision-dialog'),
  (module) => module.DecisionDialog,
);

function getWaitingText(review: TAdminApplicationReview): string {
  if (review.route && review.status === 'finalise') {
    return `With ${review.route.stepName} since ${formatDateTime(review.route.since, DATE_DISPLAY_FORMAT)}. The decision route decides: its last step sets the status.`;
  }
  if (review.status === 'information-requested') {
    return 'Waiting for the doctor to update and resubmit the application.';
  }
  return 'A final decision has been recorded. The application can no longer change.';
}

/** The id of the text saying why a decision is held back (the disabled button's description). */
const blockedReasonId = (status: TApplicationStatus) => `decision-blocked-${status}`;

/**
 * The decisions the status machine allows now, each confirmed in a dialog. One a rule holds back
 * (finalise before the hospital's minimum of references answered) stays visible but disabled, with
 * the reason beside it.
 */
export function DecisionPanel({ review }: { review: TAdminApplicationReview }) {
  const [chosen, setChosen] = useState<TApplicationStatus | null>(null);
  // The decisions offered follow the status, so the button that opened the dialog is usually gone
  // once one is taken: focus goes to this panel's heading, above what can be done now.
  const [decisionCount, setDecisionCount] = useState(0);
  const panelRef = useFocusOnChange<HTMLDivElement>(decisionCount);
  const blocked = review.blockedTransitions.filter((item) => review.allowedTransitions.includes(item.status));
  const onDecided = () => {
    setChosen(null);
    setDecisionCount((count) => count + 1);
  };
  return (
    <div ref={panelRef}>
      <SectionCard id="decision-heading" title="Decision">
        {review.allowedTransitions.length === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{getWaitingText(review)}</Typography>
            {review.route ? (
              <Button component={RouterLink} to={paths.committeeFile.getHref(review.id)} variant="outlined">
                Open in Committee
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Stack spacing={3}>
            <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
              {review.allowedTransitions.map((status) => {
                const copy = getDecisionCopy(status);
                const isBlocked = blocked.some((item) => item.status === status);
                return (
                  <Button
                    key={status}
                    variant={copy.tone === 'primary' ? 'contained' : 'outlined'}
                    color={copy.tone}
                    disabled={isBlocked}
                    aria-describedby={isBlocked ? blockedReasonId(status) : undefined}
                    onClick={() => setChosen(status)}
                    {...preloadOnIntent(DecisionDialog)}
                  >
                    {copy.action}
                  </Button>
                );
              })}
            </Stack>
            {blocked.map((item) => (
              <Typography key={item.status} id={blockedReasonId(item.status)} color="text.secondary">
                {item.reason}
              </Typography>
            ))}
          </Stack>
        )}
        {chosen ? (
          <Suspense fallback={null}>
            <DecisionDialog
              applicationId={review.id}
              status={chosen}
              onClose={() => setChosen(null)}
              onDecided={onDecided}
            />
          </Suspense>
        ) : null}
      </SectionCard>
    </div>
  );
}
