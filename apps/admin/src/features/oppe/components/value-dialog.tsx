import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box } from '@mui/material';
import { MESSAGES } from '@docapply/rules';
import {
  ZOppeValueInput,
  type TOppeIndicator,
  type TOppeValue,
  type TOppeValueInput,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';

type TValueValues = { numerator: string; denominator: string };

const amountText = z.string().trim().min(1, MESSAGES.required).transform(Number);

// A count has no denominator: the field is not shown and the request sends null.
const createResolver = (isRate: boolean) =>
  zodResolver(
    z
      .object({ numerator: amountText, denominator: isRate ? amountText : z.string() })
      .transform((values): TOppeValueInput => ({
        numerator: values.numerator,
        denominator: isRate ? Number(values.denominator) : null,
      }))
      .pipe(ZOppeValueInput),
  ) as unknown as Resolver<TValueValues, unknown, TOppeValueInput>;

type TValueDialogProps = {
  indicator: TOppeIndicator;
  value: TOppeValue;
  onSave: (body: TOppeValueInput) => Promise<unknown>;
  isPending: boolean;
  onClose: () => void;
};

/** Types in the practitioner's value for one indicator: a rate's numerator and denominator, or a count. */
export function ValueDialog({ indicator, value, onSave, isPending, onClose }: TValueDialogProps) {
  const { showAlert } = useAlert();
  const isRate = indicator.kind === 'rate';
  const form = useForm<TValueValues, unknown, TOppeValueInput>({
    resolver: createResolver(isRate),
    defaultValues: { numerator: String(value.numerator), denominator: String(value.denominator ?? '') },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['numerator', 'denominator'],
    onSubmit: async (body) => {
      await onSave(body);
      showAlert({ type: 'success', message: `${indicator.name}: value saved.` });
      onClose();
    },
  });
  const rows: TFormFieldRow<TValueValues>[] = isRate
    ? [
        [
          {
            name: 'numerator',
            type: 'number',
            label: 'Numerator',
            required: true,
            helperText: 'The cases that count',
          },
          {
            name: 'denominator',
            type: 'number',
            label: 'Denominator',
            required: true,
            helperText: 'All the cases',
          },
        ],
      ]
    : [
        [
          {
            name: 'numerator',
            type: 'number',
            label: indicator.unit ? `Count (${indicator.unit})` : 'Count',
            required: true,
          },
        ],
      ];
  return (
    <FormDialog
      title={`Edit ${indicator.name}`}
      intro={
        isRate
          ? 'The value is 100 × numerator ÷ denominator. It replaces the imported one for this cycle.'
          : 'It replaces the imported value for this cycle.'
      }
      submitLabel="Save value"
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ pt: 2 }}>
        <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={rows} />
      </Box>
    </FormDialog>
  );
}
