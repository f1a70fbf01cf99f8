import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TPlatformHospital } from '@docapply/contracts';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { usePlatformHospitals } from '../api/get-hospitals';
import { HospitalDialog } from './hospital-dialog';
import { HospitalsList } from './hospitals-list';
import { PageHeading } from '@/components/page-heading';

type TDialogState = { hospital: TPlatformHospital | null } | null;

/** /platform/hospitals: add, edit, and open or close hospitals to applications. */
export function HospitalsPage() {
  const hospitals = usePlatformHospitals();
  const [dialog, setDialog] = useState<TDialogState>(null);
  const rows = hospitals.data ?? [];

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Hospitals"
          description="The hospitals doctors can apply to. Closing one stops new applications and keeps the ones it has."
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ hospital: null })}>
              Add hospital
            </Button>
          }
        />
        {hospitals.isPending ? <LoadingState label="Loading hospitals..." /> : null}
        {hospitals.isError ? (
          <ErrorState error={hospitals.error} onRetry={() => void hospitals.refetch()} />
        ) : null}
        {hospitals.isSuccess && rows.length === 0 ? (
          <EmptyState title="No hospitals yet">Add the first hospital doctors can apply to.</EmptyState>
        ) : null}
        {rows.length > 0 ? (
          <HospitalsList hospitals={rows} onEdit={(hospital) => setDialog({ hospital })} />
        ) : null}
      </Stack>
      {dialog ? <HospitalDialog hospital={dialog.hospital} onClose={() => setDialog(null)} /> : null}
    </PageContainer>
  );
}
