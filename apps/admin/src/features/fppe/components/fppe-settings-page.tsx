import { useForm, useWatch, type Control } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import {
  FPPE_RELEASES,
  FPPE_RELEASE_LABELS,
  type TFieldDescriptor,
  type TFppeSettings,
} from '@docapply/contracts';
import { FormField, useAlert, useFormSubmit } from '@docapply/ui';
import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { SettingsFormFrame } from '@/components/settings-form-frame';
import { useFppeSettings, useUpdateFppeSettings } from '../api/fppe-settings';
import {
  settingsFieldNames,
  settingsResolver,
  toSettingsValues,
  type TFppeSettingsValues,
} from '../lib/settings-form';
import { ChairRows } from './chair-rows';

const RELEASE_FIELD: TFieldDescriptor & { name: 'release' } = {
  name: 'release',
  type: 'radio',
  label: 'What practitioners see of their FPPEs',
  required: true,
  options: FPPE_RELEASES.map((value) => ({ value, label: FPPE_RELEASE_LABELS[value] })),
};

const REMINDER_FIELD: TFieldDescriptor & { name: 'reminderDays' } = {
  name: 'reminderDays',
  type: 'number',
  label: 'Remind evaluators and the chair (days before the due date)',
  required: true,
  min: 1,
  helperText: 'From 1 to 90',
};

type TSettingsFormProps = { hospitalId: string; hospitalName: string; settings: TFppeSettings };

function SettingsForm({ hospitalId, hospitalName, settings }: TSettingsFormProps) {
  const { showAlert } = useAlert();
  const update = useUpdateFppeSettings();
  const form = useForm<TFppeSettingsValues, unknown, TFppeSettings>({
    resolver: settingsResolver,
    defaultValues: toSettingsValues(settings),
  });
  const control = form.control as unknown as Control<TFppeSettingsValues>;
  const chairs = useWatch({ control, name: 'chairs' });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: settingsFieldNames(chairs.length),
    onSubmit: async (body) => {
      const saved = await update.mutateAsync({ hospitalId, body });
      form.reset(toSettingsValues(saved));
      showAlert({ type: 'success', message: `FPPE settings for ${hospitalName} saved.` });
    },
  });
  return (
    <SettingsFormFrame
      label={`FPPE settings for ${hospitalName}`}
      onSubmit={submit}
      isSaving={update.isPending}
    >
      <Stack spacing={8}>
        <FormField control={form.control} onValidityChange={onValidityChange} field={RELEASE_FIELD} />
        <Box sx={{ maxWidth: 420 }}>
          <FormField control={form.control} onValidityChange={onValidityChange} field={REMINDER_FIELD} />
        </Box>
        <ChairRows control={control} onValidityChange={onValidityChange} />
      </Stack>
    </SettingsFormFrame>
  );
}

/** /fppe-settings: for one of the administrator's hospitals, what practitioners see, reminders, chairs. */
export function FppeSettingsPage() {
  return (
    <HospitalSettingsPage
      title="FPPE settings"
      description="Focused professional practice evaluation at your hospital: what practitioners see of theirs, when evaluators are reminded, and who chairs each department."
      loadingLabel="Loading FPPE settings..."
      useSettings={useFppeSettings}
      renderForm={(hospital, settings) => (
        <SettingsForm hospitalId={hospital.id} hospitalName={hospital.name} settings={settings} />
      )}
    />
  );
}
