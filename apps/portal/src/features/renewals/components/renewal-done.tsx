import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { TRenewalResult } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { focusHeading } from '@docapply/ui';
import { paths } from '@/config/paths';

/** "A", "A and B", "A, B and C". */
function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** After the save: what changed and where; focus moves here, as the form it replaces is gone. */
export function RenewalDone({ result }: { result: TRenewalResult }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => focusHeading(ref.current), []);
  const hospitals = joinNames(result.holders.map((holder) => holder.hospitalName));
  const isOne = result.holders.length === 1;
  return (
    <Stack spacing={5} ref={ref}>
      <Alert severity="success">
        <AlertTitle component="h2">Renewal saved</AlertTitle>
        Your {result.label} now expires on {formatDateTime(result.expiresOn, DATE_DISPLAY_FORMAT)}.{' '}
        {hospitals} {isOne ? 'has' : 'have'} the renewed document in your file; your application
        {isOne ? ' stays' : 's stay'} as {isOne ? 'it is' : 'they are'}.
      </Alert>
      <Box>
        <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
          Back to your dashboard
        </Button>
      </Box>
    </Stack>
  );
}
