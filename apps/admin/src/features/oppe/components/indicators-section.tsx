import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TOppeIndicator } from '@docapply/contracts';
import { ConfirmDialog, focusHeading, useAlert } from '@docapply/ui';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useDeleteOppeIndicator, useOppeIndicators } from '../api/oppe-indicators';
import { DepartmentIndicators } from './department-indicators';
import { IndicatorDialog } from './indicator-dialog';

type TDialog =
  { type: 'edit'; indicator: TOppeIndicator | null } | { type: 'delete'; indicator: TOppeIndicator } | null;

/** Groups the indicators by department, departments and indicators by name. */
function groupByDepartment(indicators: TOppeIndicator[]): [string, TOppeIndicator[]][] {
  const groups = new Map<string, TOppeIndicator[]>();
  for (const indicator of [...indicators].sort((a, b) => a.name.localeCompare(b.name))) {
    groups.set(indicator.department, [...(groups.get(indicator.department) ?? []), indicator]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The hospital's indicators, by department, with "Add indicator", and each one's Edit and Delete. */
export function IndicatorsSection({ hospitalId }: { hospitalId: string }) {
  const { showAlert, showApiError } = useAlert();
  const indicators = useOppeIndicators(hospitalId);
  const remove = useDeleteOppeIndicator(hospitalId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const section = useRef<HTMLElement>(null);
  const confirmDelete = (indicator: TOppeIndicator) =>
    remove.mutate(indicator.id, {
      onSuccess: () => {
        setDialog(null);
        showAlert({ type: 'success', message: `${indicator.name} was deleted.` });
        // Its Delete button is gone with its row: the section's heading takes the focus.
        focusHeading(section.current);
      },
      onError: (error) => {
        setDialog(null);
        showApiError(error);
      },
    });
  return (
    <Stack ref={section} component="section" aria-labelledby="oppe-indicators-heading" spacing={4}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id="oppe-indicators-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Indicators
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ type: 'edit', indicator: null })}
        >
          Add indicator
        </Button>
      </Stack>
      {indicators.isPending ? <LoadingState label="Loading indicators..." /> : null}
      {indicators.isError ? (
        <ErrorState error={indicators.error} onRetry={() => void indicators.refetch()} />
      ) : null}
      {indicators.data?.length === 0 ? (
        <Typography color="text.secondary">
          No indicators yet. Add each department’s measures and their thresholds; the CSV names them by key.
        </Typography>
      ) : null}
      {groupByDepartment(indicators.data ?? []).map(([department, items]) => (
        <Box key={department}>
          <DepartmentIndicators
            department={department}
            indicators={items}
            onEdit={(indicator) => setDialog({ type: 'edit', indicator })}
            onDelete={(indicator) => setDialog({ type: 'delete', indicator })}
          />
        </Box>
      ))}
      {dialog?.type === 'edit' ? (
        <IndicatorDialog
          hospitalId={hospitalId}
          indicator={dialog.indicator}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.type === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${dialog.indicator.name}?`}
          confirmLabel="Delete"
          isBusy={remove.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => confirmDelete(dialog.indicator)}
        >
          The CSV can no longer name “{dialog.indicator.key}”. An indicator that has values cannot be deleted.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
