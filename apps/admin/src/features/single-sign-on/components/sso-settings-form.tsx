import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Divider,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { TSsoSettings } from '@docapply/contracts';
import { getErrorMessage, isApiError, useFocusOnChange } from '@docapply/ui';
import { useTestSsoConnection, useUpdateSsoSettings } from '../api/sso-api';
import { SettingsSection, TEXT_FIELDS, Url, toDraft } from './sso-form-parts';
import { SsoRemoveButton } from './sso-remove-button';

/** The provider's form: saved as a whole; the secret field stays empty unless it is replaced. */
export function SsoSettingsForm({ hospitalId, settings }: { hospitalId: string; settings: TSsoSettings }) {
  const [draft, setDraft] = useState(() => toDraft(settings));
  const update = useUpdateSsoSettings(hospitalId);
  const test = useTestSsoConnection(hospitalId);
  const [isRemoved, setIsRemoved] = useState(false);
  // The Remove button goes with the provider: focus moves to the message that says so.
  const removedRef = useFocusOnChange<HTMLDivElement>(isRemoved);
  const fields = isApiError(update.error) ? (update.error.fields ?? {}) : {};
  const testError = test.error ? getErrorMessage(test.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const allowedDomains = draft.allowedDomains.split(/[\s,]+/).filter(Boolean);
    update.mutate(
      { ...draft, allowedDomains },
      {
        onSuccess: (saved) => {
          setDraft(toDraft(saved));
          setIsRemoved(false);
        },
      },
    );
  };
  const onRemoved = (removed: TSsoSettings) => {
    update.reset();
    test.reset();
    setDraft(toDraft(removed));
    setIsRemoved(true);
  };
  const helpFor = (name: (typeof TEXT_FIELDS)[number]['name'], help: string) => {
    const key =
      name === 'allowedDomains' ? Object.keys(fields).find((k) => k.startsWith('allowedDomains')) : name;
    if (key && fields[key]) {
      return fields[key];
    }
    if (name === 'clientSecret') {
      return settings.hasClientSecret
        ? 'Set. Leave empty to keep it, or enter a new one to replace it.'
        : 'Required';
    }
    return help;
  };

  const renderField = ({ name, label, help }: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name}
      name={name}
      label={label}
      type={name === 'clientSecret' ? 'password' : 'text'}
      autoComplete="off"
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(fields[name]) || (name === 'issuer' && Boolean(testError))}
      helperText={name === 'issuer' && testError ? testError : helpFor(name, help)}
      fullWidth
    />
  );
  // The provider's four fields (Test connection after the issuer), then who may sign in.
  const [displayName, issuer, ...secrets] = TEXT_FIELDS.slice(0, 4);

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={onSubmit}
      noValidate
      aria-label="Identity provider"
      sx={{ borderRadius: 3, p: { xs: 5, sm: 8 } }}
    >
      <Stack spacing={6} divider={<Divider flexItem />}>
        <SettingsSection title="Your identity provider">
          <Typography color="text.secondary">
            Register DocApply there with this redirect URI: <Url>{settings.redirectUri}</Url>
          </Typography>
          {renderField(displayName)}
          {renderField(issuer)}
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Button
              variant="outlined"
              onClick={() => test.mutate(draft.issuer.trim())}
              disabled={test.isPending}
            >
              {test.isPending ? 'Testing...' : 'Test connection'}
            </Button>
            {test.data ? (
              <Alert severity="success" sx={{ width: '100%' }}>
                {test.data.message}
              </Alert>
            ) : null}
          </Stack>
          {secrets.map(renderField)}
        </SettingsSection>
        <SettingsSection title="Who may sign in">
          {TEXT_FIELDS.slice(4).map(renderField)}
          <FormControlLabel
            control={
              <Switch
                checked={draft.isPasswordSignInAllowed}
                onChange={(event) => setDraft({ ...draft, isPasswordSignInAllowed: event.target.checked })}
              />
            }
            label="This hospital's admins may also sign in with a password"
          />
          {!draft.isPasswordSignInAllowed ? (
            <Alert severity="warning">
              Your admins will sign in only through your provider. A platform administrator can still sign in
              with a password to repair this setting.
            </Alert>
          ) : null}
        </SettingsSection>
        {settings.isConfigured ? (
          <SettingsSection title="Your staff's sign-in link">
            <Typography color="text.secondary">
              To bookmark or put on your intranet: <Url>{settings.startUrl}</Url>
            </Typography>
          </SettingsSection>
        ) : null}
      </Stack>
      <Stack spacing={3} sx={{ mt: 6 }}>
        {update.isError ? (
          <Alert severity="error">
            {isApiError(update.error) ? update.error.message : getErrorMessage(update.error)}
          </Alert>
        ) : null}
        {isRemoved ? (
          <Alert severity="success" ref={removedRef}>
            Single sign-on removed. Your admins sign in with their email and password.
          </Alert>
        ) : null}
        {update.isSuccess ? (
          <Alert severity="success">Saved. Your staff can sign in with {settings.displayName}.</Alert>
        ) : null}
      </Stack>
      <Stack
        direction="row"
        sx={{ mt: 6, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 3 }}
      >
        {settings.isConfigured ? (
          <SsoRemoveButton hospitalId={hospitalId} displayName={settings.displayName} onRemoved={onRemoved} />
        ) : (
          <span />
        )}
        <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Paper>
  );
}
