import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, LinearProgress, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { TAdminQueuePage } from '@docapply/contracts';
import {
  formatCount,
  lazyComponent,
  useApi,
  useDeferredQueryData,
  usePreparedNumberFormats,
  useSession,
} from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { queueQueryOptions, useQueue } from '../api/get-queue';
import { useStatusCounts } from '../api/get-counts';
import { useFilterOptions } from '../api/get-filter-options';
import { useCursorStack } from '../hooks/use-cursor-stack';
import { useKnownHospitals } from '../hooks/use-known-hospitals';
import { useQueueFilters } from '../hooks/use-queue-filters';
import { toCountsQuery, toQueueQuery } from '../lib/queue-query';
import { ExportButton } from './export-button';
import { QueueFilters } from './queue-filters';
import { QueuePager } from './queue-pager';
import { QueueTable } from './queue-table';
import { StatusCounts } from './status-counts';

/**
 * The cards a phone shows instead of the table: their code comes only to a narrow screen. MUI's
 * `sm` breakpoint: at 600 px and over, the table.
 */
const QueueCards = lazyComponent(
  () => import('./queue-cards'),
  (module) => module.QueueCards,
);
const NARROW = '(max-width: 599.95px)';
if (typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches) {
  // Fetched beside the list's data, not after it.
  void QueueCards.preload().catch(() => undefined);
}

/**
 * "25 applications", or "100+ applications" when the API stopped counting a search at its cap
 * (the number is followed by a space, so the plus goes before the first one).
 */
function formatTotal(total: number, isCapped: boolean): string {
  const text = formatCount(total, 'application');
  return isCapped ? text.replace(' ', '+ ') : text;
}

/** /applications: the applications of the admin's hospitals, newest first, with counts per status. */
export function QueuePage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { filters, setFilters, hasFilters, clearFilters } = useQueueFilters();
  const pages = useCursorStack(JSON.stringify(filters));
  const queue = useQueue(toQueueQuery(filters, pages.cursor));
  const counts = useStatusCounts(toCountsQuery(filters));
  const options = useFilterOptions(filters.hospitalId);
  const { user } = useSession();
  usePreparedNumberFormats();
  const { data: queueData, isLoading } = useDeferredQueryData(queue);
  const { data: countsData } = useDeferredQueryData(counts);
  const hospitals = useKnownHospitals(queueData?.data);
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The total comes with the first page only; later pages read it from there.
  const firstPage = queryClient.getQueryData<TAdminQueuePage>(
    queueQueryOptions(api, toQueueQuery(filters, undefined)).queryKey,
  );
  const rows = queueData?.data ?? [];

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Applications"
          description="Submitted applications to your hospitals. Open one to review it, comment and decide."
          action={<ExportButton filters={filters} />}
        />
        {counts.isError ? (
          <ErrorState error={counts.error} onRetry={() => void counts.refetch()} />
        ) : (
          <StatusCounts
            counts={countsData}
            selected={filters.statuses}
            onChange={(statuses) => setFilters({ statuses })}
          />
        )}
        <QueueFilters
          filters={filters}
          hospitals={hospitals}
          options={options.data}
          currentUserId={user?.id}
          hasFilters={hasFilters}
          onChange={setFilters}
          onClear={clearFilters}
        />
        {isLoading ? <LoadingState label="Loading applications..." /> : null}
        {queue.isError && !queue.data ? (
          <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
        ) : null}
        {queueData && rows.length === 0 ? (
          hasFilters ? (
            <EmptyState title="No applications match these filters">
              Try another status, hospital, assignee, date, department or search, or clear the filters.
            </EmptyState>
          ) : (
            <EmptyState title="No applications yet">
              Applications appear here as soon as doctors submit them to your hospitals.
            </EmptyState>
          )
        ) : null}
        {rows.length > 0 ? (
          <Stack spacing={3}>
            {firstPage?.total !== undefined ? (
              <Typography color="text.secondary" aria-live="polite">
                {formatTotal(firstPage.total, firstPage.totalIsCapped === true)}
              </Typography>
            ) : null}
            <Box sx={{ position: 'relative' }}>
              {queue.isPlaceholderData ? (
                <LinearProgress
                  aria-label="Loading applications"
                  sx={{ position: 'absolute', inset: '0 0 auto', zIndex: 1 }}
                />
              ) : null}
              {isNarrow ? (
                <Suspense fallback={<LoadingState label="Loading applications..." />}>
                  <QueueCards rows={rows} />
                </Suspense>
              ) : (
                <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
                  <QueueTable rows={rows} />
                </Paper>
              )}
            </Box>
            <QueuePager
              pageNumber={pages.pageNumber}
              hasNext={Boolean(queue.data?.nextCursor)}
              isBusy={queue.isPlaceholderData}
              onPrevious={pages.goPrevious}
              onNext={() => {
                if (queue.data?.nextCursor) {
                  pages.goNext(queue.data.nextCursor);
                }
              }}
            />
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
