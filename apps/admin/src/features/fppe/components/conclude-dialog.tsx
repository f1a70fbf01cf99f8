import { useForm, useWatch, type Control } from 'react-hook-form';
import { Alert } from '@mui/material';
import type { TConcludeFppeRequest, TFppeDetail } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { useSignature } from '@/hooks/use-signature';
import { useChangeFppe } from '../api/get-fppe';
import {
  CONCLUDE_FIELD_NAMES,
  concludeResolver,
  createConcludeRows,
  createConcludeValues,
  type TConcludeValues,
} from '../lib/conclude-form';
import { describeProgress } from '../lib/fppe-words';

/**
 * "Conclude FPPE": the conclusion, signed. Without a fresh second factor "Confirm it is you" opens
 * over the dialog, keeping what was typed, and the conclusion is sent again once confirmed.
 */
export function ConcludeDialog({ fppe, onClose }: { fppe: TFppeDetail; onClose: () => void }) {
  const { showAlert } = useAlert();
  const change = useChangeFppe(fppe.id);
  const signature = useSignature({
    action: 'Conclude',
    intro: 'Concluding an FPPE is a signature: confirm it is you first.',
  });
  const form = useForm<TConcludeValues, unknown, TConcludeFppeRequest>({
    resolver: concludeResolver,
    defaultValues: createConcludeValues(fppe),
  });
  const control = form.control as unknown as Control<TConcludeValues>;
  const conclusion = useWatch({ control, name: 'conclusion' });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: CONCLUDE_FIELD_NAMES,
    onSubmit: async (body) => {
      if ((await signature.sign(() => change.mutateAsync({ kind: 'conclude', body }))) === null) {
        return;
      }
      showAlert({ type: 'success', message: 'FPPE concluded and signed.' });
      onClose();
    },
  });
  // The confirmation stays outside the dialog's form: its own submit would bubble to this one.
  return (
    <>
      <FormDialog
        title="Conclude FPPE"
        intro={`${fppe.practitioner.name}, ${fppe.privilege.name}: ${describeProgress(fppe)}, ${fppe.concerns} with concerns. A restriction or removal is referred to the decision route’s first step.`}
        submitLabel="Conclude and sign"
        isPending={change.isPending}
        onSubmit={submit}
        onClose={onClose}
        maxWidth="md"
      >
        {fppe.evaluations === 0 ? (
          <Alert severity="warning" sx={{ mb: 3 }}>
            No evaluation is recorded yet.
          </Alert>
        ) : null}
        <FormFieldGrid
          control={control}
          onValidityChange={onValidityChange}
          rows={createConcludeRows(conclusion)}
          sx={{ pt: 2 }}
        />
      </FormDialog>
      {signature.dialog}
    </>
  );
}
