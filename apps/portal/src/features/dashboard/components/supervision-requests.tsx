import { Suspense } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { lazyComponent, useAlert } from '@docapply/ui';
import { useIsDelegate } from '@/lib/session';
import { useAnswerSupervision, useSupervisionRequests } from '../api/supervision-requests';

// Few physicians have a request waiting: the card's form (MUI's text field) loads when one is
// there to show, not with every dashboard.
const SupervisionAnswer = lazyComponent(
  () => import('@/components/supervision/supervision-answer'),
  (module) => module.SupervisionAnswer,
);

/** The physician's cards: each advanced practice provider waiting for their confirmation. */
export function SupervisionRequests() {
  // Note: a delegate never signs for the physician (the API refuses them too).
  const isDelegate = useIsDelegate();
  const { data } = useSupervisionRequests({ enabled: !isDelegate });
  const answer = useAnswerSupervision();
  const { showAlert } = useAlert();
  if (isDelegate || !data || data.length === 0) {
    return null;
  }
  return (
    <Box component="section" aria-labelledby="supervision-heading">
      <Typography id="supervision-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 4 }}>
        Supervision requests
      </Typography>
      <Stack spacing={4}>
        {data.map((request) => (
          <Suspense
            key={request.id}
            fallback={
              <Skeleton
                variant="rounded"
                sx={{ height: 320 }}
                role="progressbar"
                aria-label="Loading the request"
              />
            }
          >
            <SupervisionAnswer
              request={request}
              isPending={answer.isPending}
              onAnswer={async (body) => {
                const result = await answer.mutateAsync({ id: request.id, answer: body });
                showAlert({ type: 'success', message: result.message });
              }}
            />
          </Suspense>
        ))}
      </Stack>
    </Box>
  );
}
