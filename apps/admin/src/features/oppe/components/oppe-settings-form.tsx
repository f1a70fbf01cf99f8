import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZOppeSettings, type TOppeSettings } from '@docapply/contracts';
import { FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { SettingsFormFrame } from '@/components/settings-form-frame';
import { useUpdateOppeSettings } from '../api/oppe-settings';

type TSettingsValues = { cycleMonths: string; practitionerSees: string };

// The radio holds text: read into the contract's 6 or 12, with its messages.
const resolver = zodResolver(
  z.object({ cycleMonths: z.string().transform(Number), practitionerSees: z.string() }).pipe(ZOppeSettings),
) as unknown as Resolver<TSettingsValues, unknown, TOppeSettings>;

const ROWS: TFormFieldRow<TSettingsValues>[] = [
  [
    {
      name: 'cycleMonths',
      type: 'radio',
      label: 'Each cycle lasts',
      required: true,
      helperText: 'The next cycle opens on this schedule; the open one keeps its days.',
      options: [
        { value: '6', label: '6 months' },
        { value: '12', label: '12 months' },
      ],
    },
  ],
  [
    {
      name: 'practitionerSees',
      type: 'radio',
      label: 'What practitioners see of their own OPPE',
      required: true,
      options: [
        { value: 'conclusion', label: 'The conclusion (never the values or the comment)' },
        { value: 'nothing', label: 'Nothing' },
      ],
    },
  ],
];

type TOppeSettingsFormProps = { hospitalId: string; hospitalName: string; settings: TOppeSettings };

/** The hospital's cycle length and what its practitioners see. */
export function OppeSettingsForm({ hospitalId, hospitalName, settings }: TOppeSettingsFormProps) {
  const { showAlert } = useAlert();
  const update = useUpdateOppeSettings(hospitalId);
  const toValues = (saved: TOppeSettings) => ({
    cycleMonths: String(saved.cycleMonths),
    practitionerSees: saved.practitionerSees,
  });
  const form = useForm<TSettingsValues, unknown, TOppeSettings>({
    resolver,
    defaultValues: toValues(settings),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['cycleMonths', 'practitionerSees'],
    onSubmit: async (body) => {
      const saved = await update.mutateAsync(body);
      form.reset(toValues(saved));
      showAlert({ type: 'success', message: `OPPE settings for ${hospitalName} saved.` });
    },
  });
  return (
    <SettingsFormFrame
      label={`OPPE settings for ${hospitalName}`}
      onSubmit={submit}
      isSaving={update.isPending}
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={ROWS} />
    </SettingsFormFrame>
  );
}
