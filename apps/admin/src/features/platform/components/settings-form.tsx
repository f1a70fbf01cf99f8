import { useForm, type Control, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import {
  LEGAL_DOCUMENTS,
  ZPlatformSettingsForm,
  type TFieldDescriptor,
  type TPlatformSettings,
  type TPlatformSettingsFormValues,
  type TPlatformSettingsView,
} from '@docapply/contracts';
import { FormField, showFormError, useAlert, useFieldValidity } from '@docapply/ui';
import { useUpdateSettings } from '../api/update-settings';

type TSettingsField = Path<TPlatformSettingsFormValues>;
type TDescriptor = TFieldDescriptor & { name: TSettingsField };

const NUMBER_FIELDS: TDescriptor[] = [
  {
    name: 'otpMinutes',
    type: 'number',
    label: 'One-time code lifetime (minutes)',
    required: true,
    helperText: 'How long a sign-in code works: 1 to 30 minutes',
  },
  {
    name: 'minReferences',
    type: 'number',
    label: 'Default minimum references',
    required: true,
    helperText: 'For new hospitals: 1 to 10',
  },
];

const legalField = (doc: (typeof LEGAL_DOCUMENTS)[number], shipped: string): TDescriptor => ({
  name: `legal.${doc.key}`,
  type: 'text',
  label: `${doc.label} link`,
  placeholder: 'https://',
  helperText: `Leave empty for the PDF shipped with DocApply (${shipped})`,
});

const STRONG_FACTOR_FIELD: TDescriptor = {
  name: 'requireStrongFactor',
  type: 'checkbox',
  label: 'Require a passkey or authenticator app for platform admins',
  helperText: 'An emailed code then no longer signs them in; one without either sets one up first.',
};

const FIELD_NAMES: TSettingsField[] = [
  'otpMinutes',
  'minReferences',
  'requireStrongFactor',
  ...LEGAL_DOCUMENTS.map((doc) => `legal.${doc.key}` as const),
];

export function toFormValues(settings: TPlatformSettingsView): TPlatformSettingsFormValues {
  const legal = Object.fromEntries(LEGAL_DOCUMENTS.map((doc) => [doc.key, settings.legal[doc.key] ?? '']));
  return {
    otpMinutes: String(settings.otpMinutes),
    minReferences: String(settings.minReferences),
    legal: legal as TPlatformSettingsFormValues['legal'],
    requireStrongFactor: settings.requireStrongFactor ? 'true' : 'false',
  };
}

const resolver = zodResolver(ZPlatformSettingsForm) as unknown as Resolver<
  TPlatformSettingsFormValues,
  unknown,
  TPlatformSettings
>;

/** The settings as a form; saving applies them to the next sign-in code and page load. */
export function SettingsForm({ settings }: { settings: TPlatformSettingsView }) {
  const { showAlert, showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const updateSettings = useUpdateSettings();
  const { control, handleSubmit, setError, reset } = useForm<
    TPlatformSettingsFormValues,
    unknown,
    TPlatformSettings
  >({ resolver, defaultValues: toFormValues(settings) });

  const submit = handleSubmit(async (body) => {
    if (hasInvalidField()) {
      return;
    }
    try {
      const saved = await updateSettings.mutateAsync(body);
      reset(toFormValues(saved));
      showAlert({ type: 'success', message: 'Settings saved.' });
    } catch (error) {
      showFormError(error, setError, FIELD_NAMES, showApiError);
    }
  });

  // FormField reads and writes the text values only; the numbers matter to handleSubmit alone.
  const fieldProps = {
    control: control as unknown as Control<TPlatformSettingsFormValues>,
    onValidityChange,
  };
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="System settings"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, sm: 8 } }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Sign-in and applications
      </Typography>
      <Grid container spacing={4} sx={{ mt: 2 }}>
        {NUMBER_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <FormField {...fieldProps} field={field} />
          </Grid>
        ))}
        <Grid size={12}>
          <FormField {...fieldProps} field={STRONG_FACTOR_FIELD} />
        </Grid>
      </Grid>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 8 }}>
        Legal documents
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The footer links of both sites. Point one at your own document, or leave it empty.
      </Typography>
      <Grid container spacing={4} sx={{ mt: 2 }}>
        {LEGAL_DOCUMENTS.map((doc) => (
          <Grid key={doc.key} size={12}>
            <FormField {...fieldProps} field={legalField(doc, settings.shippedLegal[doc.key] ?? '')} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 8, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={updateSettings.isPending}>
          Save settings
        </Button>
      </Box>
    </Paper>
  );
}
