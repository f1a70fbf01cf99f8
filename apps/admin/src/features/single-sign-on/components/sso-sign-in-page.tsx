import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard, getErrorMessage, isApiError } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useDiscoverSso } from '../api/sso-api';

/** /sso (open): the work email whose domain names the hospital; then on to its provider. */
export function SsoSignInPage() {
  const [email, setEmail] = useState('');
  const discover = useDiscoverSso();
  const error = discover.error
    ? isApiError(discover.error) && discover.error.fields?.email
      ? discover.error.fields.email
      : getErrorMessage(discover.error)
    : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    discover.mutate(email.trim(), {
      onSuccess: ({ startUrl }) => {
        window.location.assign(`${startUrl}?${new URLSearchParams({ login_hint: email.trim() }).toString()}`);
      },
    });
  };

  return (
    <AuthCard
      title="Single sign-on"
      subtitle="Enter your work email. We will send you to your hospital's sign-in page."
      footer={
        <Link component={RouterLink} to={paths.home.getHref()} sx={{ fontWeight: 600 }}>
          Sign in with your password instead
        </Link>
      }
    >
      <Stack component="form" spacing={4} onSubmit={onSubmit} noValidate aria-label="Single sign-on">
        <TextField
          label="Work email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          required
          fullWidth
          autoFocus
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={discover.isPending || discover.isSuccess}
        >
          {discover.isPending || discover.isSuccess ? 'Opening your sign-in page...' : 'Continue'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
