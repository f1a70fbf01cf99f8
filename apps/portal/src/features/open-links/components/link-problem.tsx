import { Link as RouterLink } from 'react-router';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { OpenLinkFrame } from './open-link-frame';

type TLinkProblemProps = {
  title?: string;
  message: string;
  /** Offered when asking again may help (network or server trouble). */
  onRetry?: () => void;
};

/** Unknown, expired or used links: say so plainly and what to do next. */
export function LinkProblem({ title = 'This link cannot be used', message, onRetry }: TLinkProblemProps) {
  return (
    <OpenLinkFrame title={title} maxWidth="sm">
      <Stack spacing={5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {message}
        </Alert>
        <Typography color="text.secondary">
          Links in request emails work once and expire after 14 days. If you still need to answer, ask the
          doctor who contacted you to send the request again; you will receive a new email with a fresh link.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignSelf: 'stretch' }}>
          {onRetry ? (
            <Button variant="contained" size="large" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined" size="large">
            Go to the home page
          </Button>
        </Stack>
      </Stack>
    </OpenLinkFrame>
  );
}
