import { Stack } from '@mui/material';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';
import { useSsoSettings } from '../api/sso-api';
import { SsoSettingsForm } from './sso-settings-form';

/** /sign-in-settings: one hospital's identity provider (`?hospital=`), for its admins and platform admins. */
export function SsoSettingsPage() {
  const { query: hospitalsQuery, hospitals, selected, select } = useSelectedHospital();
  const settings = useSsoSettings(selected?.id);

  return (
    <PageContainer maxWidth="md">
      <Stack spacing={6}>
        <PageHeading
          title="Single sign-on"
          description="Your staff sign in with their hospital account (Microsoft Entra ID, Okta, Google Workspace or any OpenID Connect provider)."
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalsQuery.isPending || (selected && settings.isPending) ? (
          <LoadingState label="Loading sign-in settings..." />
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
          <SsoSettingsForm key={selected.id} hospitalId={selected.id} settings={settings.data} />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
