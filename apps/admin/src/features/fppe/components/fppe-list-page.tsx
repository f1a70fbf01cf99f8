import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useHospitalChoice } from '@/hooks/use-admin-hospitals';
import { useFppeList } from '../api/get-fppe-list';
import { useFppeHospitals } from '../api/get-fppe-hospitals';
import { toFppeQuery, useFppeFilters } from '../hooks/use-fppe-filters';
import { FppeFilters } from './fppe-filters';
import { FppeList } from './fppe-list';
import { OpenForCauseDialog } from './open-for-cause-dialog';

/**
 * The hospital the list is of: `?hospital=` when it names one of the user's (the office's, or where
 * they chair a department), else the first by name.
 */
function useListHospital() {
  const query = useFppeHospitals();
  const hospitals = query.data ?? [];
  const { selected, select, wanted } = useHospitalChoice(hospitals);
  return { hospitals, selected, select, hospitalId: selected?.id ?? (wanted || undefined) };
}

/** Who and what a for-cause FPPE may be opened on: the practitioners' privileges with an FPPE here. */
function ForCauseButton({ hospitalId }: { hospitalId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const all = useFppeList(hospitalId, { show: 'all' });
  return (
    <>
      <Button variant="contained" onClick={() => setIsOpen(true)} disabled={!all.data}>
        Open for-cause FPPE
      </Button>
      {isOpen && all.data ? (
        <OpenForCauseDialog
          hospitalId={hospitalId}
          subjects={all.data.data}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * /fppe: the focused professional practice evaluations of a hospital (`?hospital=`): every one for
 * its office, a department chair's own departments'. Filtered by state and department in the URL.
 */
export function FppeListPage() {
  const { hospitals, selected, select, hospitalId } = useListHospital();
  const { filters, setFilters, hasFilters, clearFilters } = useFppeFilters();
  const list = useFppeList(hospitalId, toFppeQuery(filters));
  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="FPPE"
          description="Focused professional practice evaluations: each newly granted privilege is followed by a plan, its evaluators record signed cases, and the department chair or the office concludes."
          action={hospitalId ? <ForCauseButton hospitalId={hospitalId} /> : null}
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalId ? (
          <FppeFilters
            filters={filters}
            departments={list.data?.departments ?? []}
            hasFilters={hasFilters}
            onChange={setFilters}
            onClear={clearFilters}
          />
        ) : (
          <EmptyState title="No FPPE to list">
            You neither work in a hospital’s medical staff office nor chair a department: an FPPE referred to
            your committee reaches you by email, with its link.
          </EmptyState>
        )}
        {hospitalId && list.isPending ? <LoadingState label="Loading FPPEs..." /> : null}
        {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
        {list.data && list.data.data.length === 0 ? (
          <EmptyState title="No FPPEs to show">
            {hasFilters ? 'None matches these filters.' : 'Every newly granted privilege starts one.'}
          </EmptyState>
        ) : null}
        {list.data && list.data.data.length > 0 ? <FppeList items={list.data.data} /> : null}
      </Stack>
    </PageContainer>
  );
}
