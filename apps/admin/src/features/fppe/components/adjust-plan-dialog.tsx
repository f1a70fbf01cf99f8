import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdjustFppePlanRequest, TFppeDetail } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { useChangeFppe } from '../api/get-fppe';
import {
  PLAN_FIELD_NAMES,
  ZPlanText,
  createPlanRows,
  toPlanValues,
  type TPlanFormValues,
} from '../lib/plan-form';

const resolver = zodResolver(ZPlanText) as unknown as Resolver<
  TPlanFormValues,
  unknown,
  TAdjustFppePlanRequest
>;
const ROWS = createPlanRows<TPlanFormValues>('');

/** "Adjust plan": method, cases, days (the due date moves with them) and criteria of a running FPPE. */
export function AdjustPlanDialog({ fppe, onClose }: { fppe: TFppeDetail; onClose: () => void }) {
  const { showAlert } = useAlert();
  const change = useChangeFppe(fppe.id);
  const form = useForm<TPlanFormValues, unknown, TAdjustFppePlanRequest>({
    resolver,
    defaultValues: toPlanValues(fppe),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: PLAN_FIELD_NAMES,
    onSubmit: async (body) => {
      await change.mutateAsync({ kind: 'plan', body });
      showAlert({ type: 'success', message: 'Plan adjusted.' });
      onClose();
    },
  });
  return (
    <FormDialog
      title="Adjust plan"
      intro="The due date counts the days from the FPPE’s start. Evaluations already recorded stay."
      submitLabel="Save plan"
      isPending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={ROWS} sx={{ pt: 2 }} />
    </FormDialog>
  );
}
