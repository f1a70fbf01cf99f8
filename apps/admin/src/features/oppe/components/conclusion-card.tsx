import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Chip, Link, Stack, Typography } from '@mui/material';
import { OPPE_CONCLUSION_LABELS, type TConcludeOppeReview, type TOppeReview } from '@docapply/contracts';
import { SectionCard, formatMoment, useFocusOnChange } from '@docapply/ui';
import { paths } from '@/config/paths';
import { ConclusionForm } from './conclusion-form';

type TConclusionCardProps = {
  review: TOppeReview | null;
  onConclude: (body: TConcludeOppeReview) => Promise<TOppeReview>;
};

/** The signed conclusion: the form while there is none, then what was concluded, by whom and when. */
export function ConclusionCard({ review, onConclude }: TConclusionCardProps) {
  // Set once this user concludes here: the note then says the FPPE is open now.
  const [isJustConcluded, setIsJustConcluded] = useState(false);
  // The form gives way to the conclusion: focus goes to the card's heading, not to the page.
  const ref = useFocusOnChange<HTMLDivElement>(review === null);
  return (
    <div ref={ref}>
      <SectionCard id="oppe-conclusion" title="Conclusion">
        {review === null ? (
          <Stack spacing={4}>
            <Typography color="text.secondary">
              Not concluded yet. “Focused review needed” opens a for-cause FPPE on the core privileges of the
              departments that flagged this practitioner.
            </Typography>
            <ConclusionForm onConclude={onConclude} onConcluded={() => setIsJustConcluded(true)} />
          </Stack>
        ) : (
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Chip
              color={review.conclusion === 'focused-review-needed' ? 'error' : 'success'}
              label={OPPE_CONCLUSION_LABELS[review.conclusion]}
            />
            {review.comment ? (
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.comment}</Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              Attested by {review.attestedBy?.name ?? 'a former administrator'} on{' '}
              {formatMoment(review.attestedAt)}
            </Typography>
            {review.conclusion === 'focused-review-needed' ? (
              <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
                {isJustConcluded
                  ? 'A for-cause FPPE is open for the flagged department’s privileges. '
                  : 'This conclusion opened a for-cause FPPE for the flagged department’s privileges. '}
                <Link component={RouterLink} to={paths.fppeList.getHref()}>
                  See the FPPE list
                </Link>
              </Alert>
            ) : null}
          </Stack>
        )}
      </SectionCard>
    </div>
  );
}
