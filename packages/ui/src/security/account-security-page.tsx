import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFactorAdded, TPasskeySite, TSession, TUser } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { getErrorMessage } from '../api/api-error';
import { SectionCard } from '../shell/section-card';
import { useSession } from '../sign-in/session';
import { PasskeysCard } from './passkeys-card';
import { ProofDialog } from './proof-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { useRegenerateRecoveryCodes, useSecurity } from './security-api';
import { TotpCard } from './totp-card';

export type TAccountSecurityPageProps = {
  /** Which site's passkeys (their host): DOCTOR_URL's or ADMIN_URL's. */
  site: TPasskeySite;
  /**
   * Where a session that could only set up a factor goes once it was replaced by a full one (after
   * the recovery codes were seen): the site's first page for that account.
   */
  getLandingHref: (user: TUser) => string;
};

function RecoveryCard({
  left,
  hasFactor,
  onCodes,
}: {
  left: number;
  hasFactor: boolean;
  onCodes: (c: string[]) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <SectionCard id="security-recovery" title="Recovery codes">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          {hasFactor
            ? `${left} of 10 codes left. Each signs you in once if you lose your phone or passkey.`
            : 'You get 10 recovery codes when you set up a passkey or an authenticator app.'}
        </Typography>
        {hasFactor ? (
          <Button variant="outlined" onClick={() => setIsAsking(true)}>
            Make new codes
          </Button>
        ) : null}
      </Stack>
      {isAsking ? (
        <ProofDialog
          title="Make new recovery codes?"
          intro="Confirm it is you. Your old codes stop working."
          submitLabel="Make new codes"
          isPending={regenerate.isPending}
          onSubmit={async (proof) => onCodes((await regenerate.mutateAsync(proof)).recoveryCodes)}
          onClose={() => setIsAsking(false)}
        />
      ) : null}
    </SectionCard>
  );
}

/** /security on both sites: authenticator app, passkeys and recovery codes of the signed-in account. */
export function AccountSecurityPage({ site, getLandingHref }: TAccountSecurityPageProps) {
  const security = useSecurity();
  const { showAlert } = useAlert();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const onSessionReplaced = (session: TSession) => {
    signIn(session);
    void navigate(getLandingHref(session.user), { replace: true });
  };
  const [codes, setCodes] = useState<string[]>([]);
  const [nextSession, setNextSession] = useState<TSession | null>(null);

  const onAdded = (result: TFactorAdded) => {
    showAlert({ type: 'success', message: result.message });
    if (result.recoveryCodes.length > 0) {
      setCodes(result.recoveryCodes);
    }
    if (result.session) {
      if (result.recoveryCodes.length > 0) {
        setNextSession(result.session);
      } else {
        onSessionReplaced(result.session);
      }
    }
  };
  const closeCodes = () => {
    setCodes([]);
    if (nextSession) {
      onSessionReplaced(nextSession);
    }
  };

  const data = security.data;
  const hasFactor = Boolean(data && (data.totp || data.passkeys.length > 0));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Account security
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 6 }}>
        Besides your password, confirm it is you with a passkey or an authenticator app. Without one, we email
        you a code each time you sign in.
      </Typography>
      {security.isError ? <Alert severity="error">{getErrorMessage(security.error)}</Alert> : null}
      {data ? (
        <Stack spacing={5}>
          {data.isStrongRequired && !hasFactor ? (
            <Alert severity="warning">
              Your organisation requires a passkey or an authenticator app. Set one up to continue.
            </Alert>
          ) : null}
          <PasskeysCard security={data} site={site} onAdded={onAdded} />
          <TotpCard security={data} onAdded={onAdded} />
          <RecoveryCard left={data.recoveryCodesLeft} hasFactor={hasFactor} onCodes={setCodes} />
        </Stack>
      ) : security.isPending ? (
        <Box aria-busy="true" aria-label="Loading account security">
          <Skeleton variant="rounded" height={160} sx={{ mb: 5 }} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : null}
      {codes.length > 0 ? <RecoveryCodesDialog codes={codes} onClose={closeCodes} /> : null}
    </Container>
  );
}
