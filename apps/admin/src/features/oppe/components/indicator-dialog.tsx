import { useForm } from 'react-hook-form';
import { Box } from '@mui/material';
import type { TCreateOppeIndicator, TOppeIndicator } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { useSaveOppeIndicator } from '../api/oppe-indicators';
import {
  INDICATOR_FIELD_NAMES,
  createIndicatorRows,
  indicatorResolver,
  toIndicatorValues,
  type TIndicatorValues,
} from '../lib/indicator-form';

type TIndicatorDialogProps = {
  hospitalId: string;
  /** The indicator to edit; null adds one. */
  indicator: TOppeIndicator | null;
  onClose: () => void;
};

/** Adds an indicator to a department, or changes one's name, kind, unit and thresholds. */
export function IndicatorDialog({ hospitalId, indicator, onClose }: TIndicatorDialogProps) {
  const { showAlert } = useAlert();
  const save = useSaveOppeIndicator(hospitalId);
  const form = useForm<TIndicatorValues, unknown, TCreateOppeIndicator>({
    resolver: indicatorResolver,
    defaultValues: toIndicatorValues(indicator),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: INDICATOR_FIELD_NAMES,
    onSubmit: async (body) => {
      const saved = await save.mutateAsync({ indicatorId: indicator?.id ?? null, body });
      showAlert({
        type: 'success',
        message: indicator ? `${saved.name} saved.` : `${saved.name} was added to ${saved.department}.`,
      });
      onClose();
    },
  });
  return (
    <FormDialog
      title={indicator ? `Edit ${indicator.name}` : 'Add indicator'}
      intro={indicator ? 'New thresholds flag every cycle’s values anew.' : undefined}
      submitLabel={indicator ? 'Save' : 'Add indicator'}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Box sx={{ pt: 2 }}>
        <FormFieldGrid
          control={form.control}
          onValidityChange={onValidityChange}
          rows={createIndicatorRows(indicator === null)}
        />
      </Box>
    </FormDialog>
  );
}
