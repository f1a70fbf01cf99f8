import { useForm, type Control } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import {
  LETTER_DEADLINE_DAYS_RANGE,
  LETTER_LIMITS,
  type TFieldDescriptor,
  type TLetterSettings,
} from '@docapply/contracts';
import { FormField, useAlert, useFormSubmit } from '@docapply/ui';
import { SettingsFormFrame } from '@/components/settings-form-frame';
import { useUpdateLetterSettings } from '../api/update-letter-settings';
import {
  LETTER_SETTINGS_FIELDS,
  letterSettingsResolver,
  toFormValues,
  type TLetterSettingsFormValues,
} from '../lib/settings-form';

type TFieldName = (typeof LETTER_SETTINGS_FIELDS)[number];

const FIELDS: (TFieldDescriptor & { name: TFieldName })[] = [
  {
    name: 'letterDeadlineDays',
    type: 'number',
    label: 'Send the letter within (days)',
    required: true,
    min: LETTER_DEADLINE_DAYS_RANGE.min,
    helperText: `From ${LETTER_DEADLINE_DAYS_RANGE.min} to ${LETTER_DEADLINE_DAYS_RANGE.max} days after the decision (NCQA asks for 30 at most). Your admins are reminded 7 days and 1 day before.`,
  },
  {
    name: 'hearingRightsNotice',
    type: 'textarea',
    label: 'Hearing-rights notice',
    required: true,
    rows: 6,
    helperText: `Printed in every letter that denies a privilege or the application, in your bylaws’ words. At most ${LETTER_LIMITS.notice} characters.`,
  },
  {
    name: 'letterSignatory',
    type: 'textarea',
    label: 'Signed by (optional)',
    rows: 2,
    helperText:
      'The name and title printed under the letter, one per line. Left empty, the letter is signed by the medical staff office.',
  },
];

type TLetterSettingsFormProps = { hospitalId: string; hospitalName: string; settings: TLetterSettings };

/** One hospital's decision-letter settings; letters already written keep the words they had. */
export function LetterSettingsForm({ hospitalId, hospitalName, settings }: TLetterSettingsFormProps) {
  const { showAlert } = useAlert();
  const updateSettings = useUpdateLetterSettings();
  const form = useForm<TLetterSettingsFormValues, unknown, TLetterSettings>({
    resolver: letterSettingsResolver,
    defaultValues: toFormValues(settings),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: [...LETTER_SETTINGS_FIELDS],
    onSubmit: async (body) => {
      if (updateSettings.isPending) {
        return;
      }
      const saved = await updateSettings.mutateAsync({ hospitalId, body });
      form.reset(toFormValues(saved));
      showAlert({ type: 'success', message: `Decision letter settings for ${hospitalName} saved.` });
    },
  });
  // FormField reads and writes the text values only; the number matters to handleSubmit alone.
  const control = form.control as unknown as Control<TLetterSettingsFormValues>;
  return (
    <SettingsFormFrame
      label={`Decision letter settings for ${hospitalName}`}
      onSubmit={submit}
      isSaving={updateSettings.isPending}
    >
      <Stack spacing={6}>
        {FIELDS.map((field) => (
          <Box key={field.name} sx={field.type === 'number' ? { maxWidth: 360 } : undefined}>
            <FormField control={control} onValidityChange={onValidityChange} field={field} />
          </Box>
        ))}
      </Stack>
    </SettingsFormFrame>
  );
}
