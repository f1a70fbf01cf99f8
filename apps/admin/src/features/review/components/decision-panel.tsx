import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview, TApplicationStatus } from '@docapply/contracts';
import { SectionCard, useFocusOnChange } from '@docapply/ui';
import { DecisionDialog } from './decision-dialog';
import { getDecisionCopy } from './decision-copy';

function getWaitingText(review: TAdminApplicationReview): string {
  if (review.status === 'information-requested') {
    return 'Waiting for the doctor to update and resubmit the application.';
  }
  return 'A final decision has been recorded. The application can no longer change.';
}

/** The decisions the status machine allows now, each confirmed in a dialog. */
export function DecisionPanel({ review }: { review: TAdminApplicationReview }) {
  const [chosen, setChosen] = useState<TApplicationStatus | null>(null);
  // The decisions offered follow the status, so the button that opened the dialog is usually gone
  // once one is taken: focus goes to this panel's heading, above what can be done now.
  const [decisionCount, setDecisionCount] = useState(0);
  const panelRef = useFocusOnChange<HTMLDivElement>(decisionCount);
  const onDecided = () => {
    setChosen(null);
    setDecisionCount((count) => count + 1);
  };
  return (
    <div ref={panelRef}>
      <SectionCard id="decision-heading" title="Decision">
        {review.allowedTransitions.length === 0 ? (
          <Typography color="text.secondary">{getWaitingText(review)}</Typography>
        ) : (
          <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            {review.allowedTransitions.map((status) => {
              const copy = getDecisionCopy(status);
              return (
                <Button
                  key={status}
                  variant={copy.tone === 'primary' ? 'contained' : 'outlined'}
                  color={copy.tone}
                  onClick={() => setChosen(status)}
                >
                  {copy.action}
                </Button>
              );
            })}
          </Stack>
        )}
        {chosen ? (
          <DecisionDialog
            applicationId={review.id}
            status={chosen}
            onClose={() => setChosen(null)}
            onDecided={onDecided}
          />
        ) : null}
      </SectionCard>
    </div>
  );
}
