import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TPractitionerType } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { usePlatformPractitionerTypes } from '../api/get-practitioner-types';
import { useReorderPractitionerTypes } from '../api/reorder-practitioner-types';
import { useUpdatePractitionerType } from '../api/save-practitioner-type';
import { PractitionerTypeDialog } from './practitioner-type-dialog';
import { PractitionerTypesList } from './practitioner-types-list';

type TDialogState = { type: TPractitionerType | null } | null;

/** /platform/practitioner-types: add, rename, retire, restore and order the practitioner types. */
export function PractitionerTypesPage() {
  const types = usePlatformPractitionerTypes();
  const updateType = useUpdatePractitionerType();
  const reorderTypes = useReorderPractitionerTypes();
  const { showAlert, showApiError } = useAlert();
  const [dialog, setDialog] = useState<TDialogState>(null);
  const rows = types.data ?? [];
  const nextSortOrder = Math.min(10_000, Math.max(0, ...rows.map((type) => type.sortOrder)) + 10);

  const setActive = (type: TPractitionerType) => {
    if (updateType.isPending) {
      return;
    }
    const { code, isActive, ...rest } = type;
    updateType.mutate(
      { code, body: { ...rest, isActive: !isActive } },
      {
        onSuccess: () =>
          showAlert({
            type: 'success',
            message: isActive
              ? `${type.name} is retired. Practitioners can no longer choose it; accounts, forms and privileges that name it keep it.`
              : `${type.name} is restored. Practitioners can choose it again.`,
          }),
        onError: (error) => showApiError(error),
      },
    );
  };

  const reorder = (codes: string[], code: string) => {
    const name = rows.find((type) => type.code === code)?.name ?? code;
    reorderTypes.mutate(codes, {
      onSuccess: () =>
        showAlert({
          type: 'success',
          message: `${name} is now number ${codes.indexOf(code) + 1} of ${codes.length}.`,
        }),
      onError: (error) => showApiError(error),
    });
  };

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Practitioner types"
          description="Who can register and apply. Practitioners choose from these, in this order; forms and privileges can be for some types only. A retired type is no longer offered but stays wherever it is named."
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: null })}>
              Add practitioner type
            </Button>
          }
        />
        {types.isPending ? <LoadingState label="Loading practitioner types..." /> : null}
        {types.isError ? <ErrorState error={types.error} onRetry={() => void types.refetch()} /> : null}
        {types.isSuccess && rows.length === 0 ? (
          <EmptyState title="No practitioner types yet">
            Add the first type practitioners can choose.
          </EmptyState>
        ) : null}
        {rows.length > 0 ? (
          <PractitionerTypesList
            types={rows}
            onReorder={reorder}
            onEdit={(type) => setDialog({ type })}
            onRetire={setActive}
          />
        ) : null}
      </Stack>
      {dialog ? (
        <PractitionerTypeDialog
          type={dialog.type}
          nextSortOrder={nextSortOrder}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageContainer>
  );
}
