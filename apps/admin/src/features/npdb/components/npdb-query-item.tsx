import { Suspense, type ReactNode } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  NPDB_QUERY_KIND_LABELS,
  NPDB_QUERY_REASON_LABELS,
  NPDB_RESULT_LABELS,
  type TNpdbQuery,
} from '@docapply/contracts';
import {
  FactList,
  formatDay,
  formatFileSize,
  lazyComponent,
  useAlert,
  useFocusOnChange,
  preloadOnIntent,
} from '@docapply/ui';
import { useItemDialog } from '@/hooks/use-item-dialog';
import { useDownloadNpdbResponse } from '../api/download-npdb-response';

// The dialog's code (its form, MUI's dialog) loads when it is first opened.
const ReviewNpdbDialog = lazyComponent(
  () => import('./review-npdb-dialog'),
  (module) => module.ReviewNpdbDialog,
);

/** When it was queried, for what, by whom, and its review once recorded. */
function QueryFacts({ query }: { query: TNpdbQuery }) {
  const facts: [string, ReactNode][] = [
    ['Response of', formatDay(query.queriedOn)],
    ['Reason', NPDB_QUERY_REASON_LABELS[query.reason]],
  ];
  if (query.enrolledOn && query.renewalOn) {
    facts.push(['Enrolment', `${formatDay(query.enrolledOn)} to ${formatDay(query.renewalOn)}`]);
  }
  facts.push(['Recorded by', query.recordedBy?.name ?? 'Former administrator']);
  if (query.review) {
    facts.push([
      'Reviewed',
      `${formatDay(query.review.at)} by ${query.review.by?.name ?? 'a former administrator'}`,
    ]);
    if (query.review.note) {
      facts.push(['Review note', query.review.note]);
    }
  }
  return <FactList facts={facts} />;
}

type TNpdbQueryItemProps = { applicationId: string; query: TNpdbQuery };

/** One recorded query: its kind, result and review, the response to download, and the review to record. */
export function NpdbQueryItem({ applicationId, query }: TNpdbQueryItemProps) {
  const download = useDownloadNpdbResponse(applicationId, query.id);
  const { showApiError } = useAlert();
  // The Record review button goes once the review is saved: focus then goes to the query's heading.
  const item = useFocusOnChange<HTMLLIElement>(query.review?.at ?? null);
  const dialog = useItemDialog(item);
  const label = `${NPDB_QUERY_KIND_LABELS[query.kind]} of ${formatDay(query.queriedOn)}`;
  return (
    <Box component="li" ref={item} sx={{ py: 4 }}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h4" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Chip
          size="small"
          label={NPDB_RESULT_LABELS[query.result]}
          color={query.result === 'reports-found' ? 'error' : 'success'}
          variant="outlined"
        />
        <Chip
          size="small"
          label={query.review ? 'Reviewed' : 'Awaiting review'}
          color={query.review ? 'default' : 'warning'}
          variant="outlined"
        />
      </Stack>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <QueryFacts query={query} />
        <Stack useFlexGap direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {query.response ? (
            <Button
              size="small"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={download.isPending}
              loadingPosition="start"
              aria-label={`Download response: ${query.response.name} (${formatFileSize(query.response.size)})`}
              onClick={() =>
                download.mutate(query.response?.name ?? 'npdb-response.pdf', {
                  onError: (error) => showApiError(error),
                })
              }
            >
              Download response
            </Button>
          ) : null}
          {query.review ? null : (
            <Button
              size="small"
              variant="outlined"
              startIcon={<FactCheckOutlinedIcon />}
              aria-label={`Record review: ${label}`}
              onClick={dialog.open}
              {...preloadOnIntent(ReviewNpdbDialog)}
            >
              Record review
            </Button>
          )}
        </Stack>
      </Stack>
      {dialog.isOpen ? (
        <Suspense fallback={null}>
          <ReviewNpdbDialog applicationId={applicationId} query={query} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
