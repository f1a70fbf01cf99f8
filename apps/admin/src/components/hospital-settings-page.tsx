import { Fragment, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';

type TSelectedHospital = NonNullable<ReturnType<typeof useSelectedHospital>['selected']>;

type THospitalSettingsPageProps<T> = {
  title: string;
  description: string;
  loadingLabel: string;
  /** The settings of the hospital chosen (`?hospital=`): the page's query for that id. */
  useSettings: (hospitalId: string | undefined) => UseQueryResult<T>;
  /** The form, keyed by the page on the hospital: nothing typed for one is saved to another. */
  renderForm: (hospital: TSelectedHospital, settings: T) => ReactNode;
};

/**
 * The frame of a page of one hospital's settings (verification, single sign-on): the heading, the
 * hospital switcher for an administrator of several, and the loading, error and empty states.
 */
export function HospitalSettingsPage<T>({
  title,
  description,
  loadingLabel,
  useSettings,
  renderForm,
}: THospitalSettingsPageProps<T>) {
  const { query: hospitalsQuery, hospitals, selected, select } = useSelectedHospital();
  const settings = useSettings(selected?.id);

  return (
    <PageContainer maxWidth="md">
      <Stack spacing={6}>
        <PageHeading title={title} description={description} />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalsQuery.isPending || (selected && settings.isPending) ? (
          <LoadingState label={loadingLabel} />
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
          <Fragment key={selected.id}>{renderForm(selected, settings.data)}</Fragment>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
