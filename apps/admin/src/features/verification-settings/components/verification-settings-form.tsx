import { useId } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { Box, Divider, Stack, Typography } from '@mui/material';
import {
  CUSTOM_VERIFICATION_ITEMS_MAX,
  VERIFICATION_VALID_DAYS_RANGE,
  type TFieldDescriptor,
  type TVerificationSettings,
} from '@docapply/contracts';
import { FormField, useAlert, useFormSubmit } from '@docapply/ui';
import { SettingsFormFrame } from '@/components/settings-form-frame';
import { useUpdateVerificationSettings } from '../api/update-verification-settings';
import {
  settingsFieldNames,
  settingsResolver,
  toFormValues,
  type TSettingsFormValues,
} from '../lib/settings-form';
import { CustomItems } from './custom-items';
import { RequiredKinds } from './required-kinds';

const VALID_DAYS_FIELD: TFieldDescriptor & { name: 'validDays' } = {
  name: 'validDays',
  type: 'number',
  label: 'Verifications stay valid for (days)',
  required: true,
  min: VERIFICATION_VALID_DAYS_RANGE.min,
  helperText: `From ${VERIFICATION_VALID_DAYS_RANGE.min} to ${VERIFICATION_VALID_DAYS_RANGE.max}. An item verified longer ago than this must be verified again before the decision.`,
};

// Every label a server message may name, whatever the number of rows at the time.
const FIELD_NAMES = settingsFieldNames(CUSTOM_VERIFICATION_ITEMS_MAX);

type TVerificationSettingsFormProps = {
  hospitalId: string;
  hospitalName: string;
  settings: TVerificationSettings;
};

/** One hospital's verification settings as a form; saving applies them to every open application's checklist. */
export function VerificationSettingsForm({
  hospitalId,
  hospitalName,
  settings,
}: TVerificationSettingsFormProps) {
  const { showAlert } = useAlert();
  const updateSettings = useUpdateVerificationSettings();
  const form = useForm<TSettingsFormValues, unknown, TVerificationSettings>({
    resolver: settingsResolver,
    defaultValues: toFormValues(settings),
  });
  const validityHeadingId = useId();
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      if (updateSettings.isPending) {
        return;
      }
      const saved = await updateSettings.mutateAsync({ hospitalId, body });
      form.reset(toFormValues(saved));
      showAlert({ type: 'success', message: `Verification settings for ${hospitalName} saved.` });
    },
  });

  // FormField reads and writes the text values only; the number matters to handleSubmit alone.
  const control = form.control as unknown as Control<TSettingsFormValues>;
  const listError =
    form.formState.errors.customItems?.root?.message ?? form.formState.errors.customItems?.message;
  return (
    <SettingsFormFrame
      label={`Verification settings for ${hospitalName}`}
      onSubmit={submit}
      isSaving={updateSettings.isPending}
    >
      <Stack spacing={6} divider={<Divider flexItem />}>
        <Box component="section" aria-labelledby={validityHeadingId}>
          <Typography id={validityHeadingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            How long a verification stays valid
          </Typography>
          <Box sx={{ mt: 3, maxWidth: 360 }}>
            <FormField control={control} onValidityChange={onValidityChange} field={VALID_DAYS_FIELD} />
          </Box>
        </Box>
        <RequiredKinds control={control} />
        <Box>
          <CustomItems control={control} onValidityChange={onValidityChange} />
          {listError ? (
            <Typography color="error" variant="body2" role="alert" sx={{ mt: 2 }}>
              {listError}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </SettingsFormFrame>
  );
}
