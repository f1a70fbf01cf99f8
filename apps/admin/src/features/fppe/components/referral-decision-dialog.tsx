import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  FPPE_CONCLUSION_LABELS,
  FPPE_MESSAGES,
  ZFppeReferralDecisionRequest,
  type TFppeDetail,
  type TFppeReferralDecisionRequest,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useSignature } from '@/hooks/use-signature';
import { useChangeFppe } from '../api/get-fppe';

type TDecisionValues = { upheld: string; note: string };

/** The radio's "true"/"false" as the request's boolean; the note as the contract checks it. */
const ZDecisionForm = z
  .object({
    upheld: z
      .string()
      .refine((value) => value === 'true' || value === 'false', FPPE_MESSAGES.decisionRequired),
    note: z.string(),
  })
  .transform((values) => ({ upheld: values.upheld === 'true', note: values.note }))
  .pipe(ZFppeReferralDecisionRequest);

const FIELD_NAMES = ['upheld', 'note'] as const;

/**
 * "Record the decision": the route's last step upholds the restriction or removal the chair
 * recommended, or not, signed. Upheld, the practitioner's appointment limits or loses the privilege.
 */
export function ReferralDecisionDialog({ fppe, onClose }: { fppe: TFppeDetail; onClose: () => void }) {
  const { showAlert } = useAlert();
  const change = useChangeFppe(fppe.id);
  const signature = useSignature({
    action: 'Decide',
    intro: 'Deciding on a privilege is a signature: confirm it is you first.',
  });
  const form = useForm<TDecisionValues, unknown, TFppeReferralDecisionRequest>({
    resolver: zodResolver(ZDecisionForm),
    defaultValues: { upheld: '', note: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      if ((await signature.sign(() => change.mutateAsync({ kind: 'decide-referral', body }))) === null) {
        return;
      }
      showAlert({ type: 'success', message: 'Decision recorded and signed.' });
      onClose();
    },
  });
  const recommended = fppe.conclusion ? FPPE_CONCLUSION_LABELS[fppe.conclusion].toLowerCase() : 'a change';
  const rows: TFormFieldRow<TDecisionValues>[] = [
    [
      {
        name: 'upheld',
        type: 'radio',
        label: 'Decision',
        required: true,
        options: [
          { value: 'true', label: `Uphold: ${recommended}` },
          { value: 'false', label: 'Do not uphold: the privilege stays as granted' },
        ],
      },
    ],
    [
      {
        name: 'note',
        type: 'textarea',
        label: 'The committee’s reasons (and the limits, for a restriction)',
        required: true,
        rows: 3,
      },
    ],
  ];
  return (
    <>
      <FormDialog
        title="Record the decision"
        intro={`${fppe.practitioner.name}, ${fppe.privilege.name}: ${recommended}. The practitioner is told the decision.`}
        submitLabel="Decide and sign"
        isPending={change.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        <FormFieldGrid
          control={form.control}
          onValidityChange={onValidityChange}
          rows={rows}
          sx={{ pt: 2 }}
        />
      </FormDialog>
      {signature.dialog}
    </>
  );
}
