import { useState, type FormEvent } from 'react';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { TSsoSettings, TSsoSettingsUpdate } from '@docapply/contracts';
import { getErrorMessage, isApiError, useFocusOnChange } from '@docapply/ui';
import { useTestSsoConnection, useUpdateSsoSettings } from '../api/sso-api';
import { SsoRemoveButton } from './sso-remove-button';

type TDraft = Omit<TSsoSettingsUpdate, 'allowedDomains'> & { allowedDomains: string };

function toDraft(settings: TSsoSettings): TDraft {
  return {
    displayName: settings.displayName,
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: '',
    allowedDomains: settings.allowedDomains.join(', '),
    groupClaim: settings.groupClaim,
    adminValue: settings.adminValue,
    isPasswordSignInAllowed: settings.isPasswordSignInAllowed,
  };
}

const TEXT_FIELDS: { name: keyof Omit<TDraft, 'isPasswordSignInAllowed'>; label: string; help: string }[] = [
  { name: 'displayName', label: 'Button name', help: 'Shown as "Sign in with …", e.g. Contoso Entra ID' },
  { name: 'issuer', label: 'Issuer URL', help: 'e.g. https://login.microsoftonline.com/<tenant id>/v2.0' },
  { name: 'clientId', label: 'Client ID', help: 'The application (client) ID your provider gave you' },
  { name: 'clientSecret', label: 'Client secret', help: '' },
  { name: 'allowedDomains', label: 'Allowed email domains', help: 'Separated by commas, e.g. contoso.org' },
  {
    name: 'groupClaim',
    label: 'Group claim',
    help: 'The claim that lists groups or roles: groups, or roles',
  },
  {
    name: 'adminValue',
    label: 'Admin group or role',
    help: 'Members of it administer this hospital in DocApply',
  },
];

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

  return (
    <Stack component="form" spacing={4} onSubmit={onSubmit} noValidate aria-label="Identity provider">
      <Typography>
        Register DocApply at your identity provider with this redirect URI:{' '}
        <strong>{settings.redirectUri}</strong>
      </Typography>
      {TEXT_FIELDS.map(({ name, label, help }) => (
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
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => test.mutate(draft.issuer.trim())} disabled={test.isPending}>
          {test.isPending ? 'Testing...' : 'Test connection'}
        </Button>
      </Stack>
      {test.data ? <Alert severity="success">{test.data.message}</Alert> : null}
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
          Your admins will sign in only through your provider. A platform administrator can still sign in with
          a password to repair this setting.
        </Alert>
      ) : null}
      {update.error && !isApiError(update.error) ? (
        <Alert severity="error">{getErrorMessage(update.error)}</Alert>
      ) : null}
      {update.isError && isApiError(update.error) ? (
        <Alert severity="error">{update.error.message}</Alert>
      ) : null}
      {isRemoved ? (
        <Alert severity="success" ref={removedRef}>
          Single sign-on removed. Your admins sign in with their email and password.
        </Alert>
      ) : null}
      {update.isSuccess ? (
        <Alert severity="success">Saved. Your staff can sign in with {settings.displayName}.</Alert>
      ) : null}
      <Typography variant="body2">
        Your staff&apos;s own sign-in link: <strong>{settings.startUrl}</strong>
      </Typography>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 3 }}
      >
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        {settings.isConfigured ? (
          <SsoRemoveButton hospitalId={hospitalId} displayName={settings.displayName} onRemoved={onRemoved} />
        ) : null}
      </Stack>
    </Stack>
  );
}
