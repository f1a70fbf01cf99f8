import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { HospitalSwitcher } from '@/components/hospital-switcher';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useSelectedHospital } from '@/hooks/use-admin-hospitals';
import { useForms } from '../api/get-forms';
import { FormsList } from './forms-list';
import { NewFormDialog } from './new-form-dialog';
import { PageHeading } from '@/components/page-heading';

/** /forms: the chosen hospital's forms, each with its published version, draft and usage. */
export function FormsPage() {
  const { query: hospitalsQuery, hospitals, selected, select } = useSelectedHospital();
  const forms = useForms(selected?.id);
  const [isCreating, setIsCreating] = useState(false);

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Forms"
          description="What doctors fill in when they apply. Changes are drafts until you publish them; an application already started keeps the version it began on."
          action={
            selected ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
                New privilege form
              </Button>
            ) : null
          }
        />
        {selected ? (
          <HospitalSwitcher hospitals={hospitals} selectedId={selected.id} onSelect={select} />
        ) : null}
        {hospitalsQuery.isPending || (selected && forms.isPending) ? (
          <LoadingState label="Loading forms..." />
        ) : null}
        {hospitalsQuery.isError ? (
          <ErrorState error={hospitalsQuery.error} onRetry={() => void hospitalsQuery.refetch()} />
        ) : null}
        {hospitalsQuery.isSuccess && !selected ? (
          <EmptyState title="No hospitals to manage">
            Ask a platform administrator to add you to a hospital.
          </EmptyState>
        ) : null}
        {forms.isError ? <ErrorState error={forms.error} onRetry={() => void forms.refetch()} /> : null}
        {selected && forms.isSuccess ? <FormsList hospitalId={selected.id} forms={forms.data} /> : null}
      </Stack>
      {isCreating && selected ? (
        <NewFormDialog
          hospitalId={selected.id}
          hospitalName={selected.name}
          onClose={() => setIsCreating(false)}
        />
      ) : null}
    </PageContainer>
  );
}
