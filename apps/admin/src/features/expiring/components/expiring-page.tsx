import { Stack } from '@mui/material';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useExpiringDocuments } from '../api/get-expiring';
import { toExpiringQuery, useExpiringFilters } from '../hooks/use-expiring-filters';
import { ExpiringEmpty, ExpiringList } from './expiring-list';
import { ExpiringFilters } from './expiring-filters';

/**
 * /expiring: the dated documents (licences, DEA, certifications, insurance, any field a form marks
 * as expiring) of the hospital's submitted and approved applications, expired first.
 */
export function ExpiringPage() {
  const { filters, setFilters } = useExpiringFilters();
  const list = useExpiringDocuments(toExpiringQuery(filters));
  const hospitals = list.data?.hospitals ?? [];
  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Expiring and expired documents"
          description="The dated documents of your hospitals' submitted and approved applications: expired first, then the soonest to expire. Doctors are reminded 60, 30 and 7 days before and on the day, and renew from the reminder."
        />
        <ExpiringFilters filters={filters} hospitals={hospitals} onChange={setFilters} />
        {list.isPending ? <LoadingState label="Loading documents..." /> : null}
        {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
        {list.data && list.data.data.length === 0 ? (
          <EmptyState title={`No documents expire within ${filters.days} days`}>
            <ExpiringEmpty days={filters.days} />
          </EmptyState>
        ) : null}
        {list.data && list.data.data.length > 0 ? (
          <ExpiringList rows={list.data.data} showHospital={hospitals.length > 1 && !filters.hospitalId} />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
