import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TSsoDiscoverResponse } from '@docapply/contracts';
import { AuthCard, getErrorMessage, isApiError, useFocusOnChange } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useDiscoverSso } from '../api/sso-api';

type TFound = TSsoDiscoverResponse & { email: string };

/**
 * /sso (open): the work email whose domain names the hospital, then a button to its provider.
 * Each step moves focus: to the heading when the provider is found, to the field when refused.
 */
export function SsoSignInPage() {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<TFound | null>(null);
  const discover = useDiscoverSso();
  const headingRef = useFocusOnChange<HTMLHeadingElement>(found);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = discover.error
    ? isApiError(discover.error) && discover.error.fields?.email
      ? discover.error.fields.email
      : getErrorMessage(discover.error)
    : null;

  useEffect(() => {
    if (error) {
      inputRef.current?.focus();
    }
  }, [error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    discover.mutate(typed, { onSuccess: (provider) => setFound({ ...provider, email: typed }) });
  };
  const footer = (
    <Link component={RouterLink} to={paths.home.getHref()} sx={{ fontWeight: 600 }}>
      Sign in with your password instead
    </Link>
  );

  if (found) {
    const href = `${found.startUrl}?${new URLSearchParams({ login_hint: found.email }).toString()}`;
    return (
      <AuthCard
        title="Single sign-on"
        headingRef={headingRef}
        subtitle={
          <>
            Your hospital signs in with {found.displayName}. Continue there as <strong>{found.email}</strong>.
          </>
        }
        footer={footer}
      >
        <Stack spacing={3}>
          <Button href={href} variant="contained" size="large">
            Sign in with {found.displayName}
          </Button>
          <Button
            variant="text"
            onClick={() => {
              discover.reset();
              setFound(null);
            }}
          >
            Use another email
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Single sign-on"
      headingRef={headingRef}
      subtitle="Enter your work email. We will find your hospital's sign-in page."
      footer={footer}
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
          inputRef={inputRef}
          required
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={discover.isPending}>
          {discover.isPending ? 'Finding your sign-in page...' : 'Continue'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
