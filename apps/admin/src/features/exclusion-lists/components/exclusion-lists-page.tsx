import { Stack } from '@mui/material';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useExclusionLists } from '../api/get-exclusion-lists';
import { ExclusionSourceCard } from './exclusion-source-card';

/**
 * /platform/exclusion-lists: the federal exclusion lists every doctor is screened against, on
 * submission and again after each import, and how each month's list comes in.
 */
export function ExclusionListsPage() {
  const lists = useExclusionLists();
  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Exclusion lists"
          description="Every applicant and appointed doctor is screened against these lists when they submit and again after each import. Import each month's list here, or give the address the server downloads it from."
        />
        {lists.isPending ? <LoadingState label="Loading exclusion lists..." /> : null}
        {lists.isError ? <ErrorState error={lists.error} onRetry={() => void lists.refetch()} /> : null}
        {lists.data?.sources.map((list) => (
          <ExclusionSourceCard key={list.source} list={list} />
        ))}
      </Stack>
    </PageContainer>
  );
}
