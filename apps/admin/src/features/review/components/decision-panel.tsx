import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview, TApplicationStatus } from '@docapply/contracts';
import { SectionCard } from '@docapply/ui';
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
  return (
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
        <DecisionDialog applicationId={review.id} status={chosen} onClose={() => setChosen(null)} />
      ) : null}
    </SectionCard>
  );
}
