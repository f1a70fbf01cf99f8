import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box } from '@mui/material';
import {
  TEMPORARY_PRIVILEGE_MAX_DAYS,
  ZTemporaryPrivilegeSettings,
  type TFieldDescriptor,
  type TTemporaryPrivilegeSettings,
} from '@docapply/contracts';
import { FormField, useAlert, useFormSubmit, wholeNumberText } from '@docapply/ui';
import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { SettingsFormFrame } from '@/components/settings-form-frame';
import {
  useTemporaryPrivilegeSettings,
  useUpdateTemporaryPrivilegeSettings,
} from '../api/temporary-privilege-settings';

type TFormValues = { maxDays: string };

// The number field holds text, read into the contract's whole number with its messages.
const resolver = zodResolver(
  z.strictObject({ maxDays: wholeNumberText(ZTemporaryPrivilegeSettings.shape.maxDays) }),
) as unknown as Resolver<TFormValues, unknown, TTemporaryPrivilegeSettings>;

const MAX_DAYS_FIELD: TFieldDescriptor & { name: 'maxDays' } = {
  name: 'maxDays',
  type: 'number',
  label: 'Temporary privileges last at most (days)',
  required: true,
  min: 1,
  helperText: `From 1 to ${TEMPORARY_PRIVILEGE_MAX_DAYS}, the first and the last day included. Grants already made keep their days.`,
};

function SettingsForm({
  hospitalId,
  hospitalName,
  settings,
}: {
  hospitalId: string;
  hospitalName: string;
  settings: TTemporaryPrivilegeSettings;
}) {
  const { showAlert } = useAlert();
  const update = useUpdateTemporaryPrivilegeSettings();
  const form = useForm<TFormValues, unknown, TTemporaryPrivilegeSettings>({
    resolver,
    defaultValues: { maxDays: String(settings.maxDays) },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['maxDays'],
    onSubmit: async (body) => {
      const saved = await update.mutateAsync({ hospitalId, body });
      form.reset({ maxDays: String(saved.maxDays) });
      showAlert({ type: 'success', message: `Temporary privilege settings for ${hospitalName} saved.` });
    },
  });
  return (
    <SettingsFormFrame
      label={`Temporary privilege settings for ${hospitalName}`}
      onSubmit={submit}
      isSaving={update.isPending}
    >
      <Box sx={{ maxWidth: 420 }}>
        <FormField control={form.control} onValidityChange={onValidityChange} field={MAX_DAYS_FIELD} />
      </Box>
    </SettingsFormFrame>
  );
}

/** /temporary-privilege-settings: for one of the administrator's hospitals, the longest a grant may last. */
export function TemporaryPrivilegeSettingsPage() {
  return (
    <HospitalSettingsPage
      title="Temporary privileges"
      description={`How long temporary privileges granted before the decision may last at your hospital: at most ${TEMPORARY_PRIVILEGE_MAX_DAYS} days.`}
      loadingLabel="Loading temporary privilege settings..."
      useSettings={useTemporaryPrivilegeSettings}
      renderForm={(hospital, settings) => (
        <SettingsForm hospitalId={hospital.id} hospitalName={hospital.name} settings={settings} />
      )}
    />
  );
}
