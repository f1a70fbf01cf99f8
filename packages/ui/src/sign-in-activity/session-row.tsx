import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSessionEnding, TSignInSession } from '@docapply/contracts';
import { formatMoment } from '../format/format';

const METHOD_LABELS: Record<string, string> = {
  password: 'Password and emailed code',
  sso: 'Single sign-on',
  passkey: 'Password and passkey',
  totp: 'Password and authenticator app',
  'recovery-code': 'Password and recovery code',
};

const ENDING_LABELS: Record<TSessionEnding, string> = {
  'signed-out': 'Signed out',
  'signed-out-elsewhere': 'Signed out from another device',
  'signed-out-everywhere': 'Signed out everywhere',
  expired: 'Expired',
  ended: 'Ended (password changed or access removed)',
};

/** "Firefox 133 on Linux", or what is known of it. */
export function describeDevice({ browser, os }: Pick<TSignInSession, 'browser' | 'os'>): string {
  if (browser && os) {
    return `${browser} on ${os}`;
  }
  return browser ?? os ?? 'Unknown device';
}

function describeState(session: TSignInSession): string {
  if (session.isActive) {
    return `Active · last seen ${formatMoment(session.lastSeenAt)}`;
  }
  const how = session.endedHow ? ENDING_LABELS[session.endedHow] : 'Ended';
  return session.endedAt ? `${how} ${formatMoment(session.endedAt)}` : how;
}

type TSessionRowProps = {
  session: TSignInSession;
  onSignOut: (session: TSignInSession) => void;
  isSigningOut: boolean;
  /** The row takes the focus when its Sign out button goes away. */
  rowRef?: Ref<HTMLLIElement>;
};

/** One sign-in: when, the device, the address and the method, and whether it is still signed in. */
export function SessionRow({ session, onSignOut, isSigningOut, rowRef }: TSessionRowProps) {
  const device = describeDevice(session);
  return (
    <Box
      component="li"
      ref={rowRef}
      tabIndex={-1}
      sx={{
        py: 3,
        borderBottom: 1,
        borderColor: 'divider',
        outlineOffset: 2,
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{device}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Signed in {formatMoment(session.signedInAt)} · {session.ip ?? 'unknown address'} ·{' '}
            {METHOD_LABELS[session.method] ?? session.method}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {describeState(session)}
          </Typography>
        </Box>
        {session.isCurrent ? (
          <Chip
            label="This device"
            color="primary"
            size="small"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        ) : session.isActive ? (
          <Button
            color="error"
            disabled={isSigningOut}
            onClick={() => onSignOut(session)}
            aria-label={`Sign out ${device}, signed in ${formatMoment(session.signedInAt)}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Sign out
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
