import { Stack, Typography } from '@mui/material';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { SectionCard, formatDay } from '@docapply/ui';
import { useChanges } from '../api/get-changes';
import { DocumentButton } from './document-button';
import { RenewalsList } from './renewals-list';

const LIST_SX = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * The application's documents, then those the doctor removed or replaced after submitting: still
 * open to the office, each with the day it was replaced.
 */
export function DocumentsCard({ review }: { review: TAdminApplicationReview }) {
  const superseded = useChanges(review.id).data?.supersededFiles ?? [];
  return (
    <SectionCard id="documents-heading" title="Documents">
      {review.files.length === 0 ? (
        <Typography color="text.secondary">No documents uploaded.</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={LIST_SX}>
          {review.files.map((file) => (
            <li key={file.id}>
              <DocumentButton fileId={file.id} />
            </li>
          ))}
        </Stack>
      )}
      <RenewalsList applicationId={review.id} />
      {superseded.length > 0 ? (
        <Stack spacing={2} sx={{ mt: 4 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Replaced documents
          </Typography>
          <Stack component="ul" spacing={2} sx={LIST_SX} aria-label="Replaced documents">
            {superseded.map((file) => (
              <li key={file.id}>
                <DocumentButton fileId={file.id} />
                <Typography variant="body2" color="text.secondary">
                  Replaced on {formatDay(file.supersededAt)}
                </Typography>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </SectionCard>
  );
}
