import { Stack } from '@mui/material';
import { PageContainer } from '@/components/page-container';
import { ErrorState, LoadingState } from '@/components/page-states';
import { usePlatformSettings } from '../api/get-settings';
import { PageHeading } from '@/components/page-heading';
import { SettingsForm } from './settings-form';

/** /platform/settings: one-time code lifetime, default minimum references, legal PDF links. */
export function SettingsPage() {
  const settings = usePlatformSettings();
  return (
    <PageContainer maxWidth="md">
      <Stack spacing={6}>
        <PageHeading
          title="System settings"
          description="Settings for the whole platform. Changes apply to the next sign-in and the next page load."
        />
        {settings.isPending ? <LoadingState label="Loading settings..." /> : null}
        {settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : null}
        {settings.data ? <SettingsForm settings={settings.data} /> : null}
      </Stack>
    </PageContainer>
  );
}
