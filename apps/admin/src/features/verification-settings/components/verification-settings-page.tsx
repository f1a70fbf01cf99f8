import { Stack } from '@mui/material';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';
import { useVerificationSettings } from '../api/get-verification-settings';
import { VerificationSettingsForm } from './verification-settings-form';

/**
 * /verification-settings: for one of the administrator's hospitals (`?hospital=`), how long a
 * verification stays valid, which checklist items must be done before finalise, and its own items.
 */
export function VerificationSettingsPage() {
  const { query: hospitalsQuery, hospitals, selected, select } = useSelectedHospital();
  const settings = useVerificationSettings(selected?.id);

  return (
    <PageContainer maxWidth="md">
      <Stack spacing={6}>
        <PageHeading
          title="Verification settings"
          description="What your office verifies in every application before the decision, and for how long a verification counts."
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalsQuery.isPending || (selected && settings.isPending) ? (
          <LoadingState label="Loading verification settings..." />
        ) : null}
        {hospitalsQuery.isError ? (
          <ErrorState error={hospitalsQuery.error} onRetry={() => void hospitalsQuery.refetch()} />
        ) : null}
        {hospitalsQuery.isSuccess && !selected ? (
          <EmptyState title="No hospitals to set up">
            Ask a platform administrator to add you to a hospital.
          </EmptyState>
        ) : null}
        {settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : null}
        {selected && settings.data ? (
          // A new hospital starts a new form: nothing typed for one hospital is saved to another.
          <VerificationSettingsForm
            key={selected.id}
            hospitalId={selected.id}
            hospitalName={selected.name}
            settings={settings.data}
          />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
