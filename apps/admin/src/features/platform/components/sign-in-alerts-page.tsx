import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { SIGN_IN_ALERT_WINDOWS } from '@docapply/contracts';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useSignInAlerts } from '../api/get-sign-in-alerts';
import { AddressesTable, BlockedAccountsTable, FailedAccountsTable } from './sign-in-alerts-tables';

const WINDOW_LABELS: Record<(typeof SIGN_IN_ALERT_WINDOWS)[number], string> = {
  1: 'Last hour',
  24: 'Last 24 hours',
  168: 'Last 7 days',
};

/** /platform/sign-in-alerts: failed sign-ins worth attention, over a chosen window. */
export function SignInAlertsPage() {
  const [hours, setHours] = useState<(typeof SIGN_IN_ALERT_WINDOWS)[number]>(24);
  const alerts = useSignInAlerts(hours);
  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Sign-in alerts"
          description="Failed sign-ins worth a look. Platform administrators also get an email when one crosses a line, at most once an hour for each account or address."
        />
        <TextField
          select
          label="Window"
          value={hours}
          onChange={(event) => setHours(Number(event.target.value) as typeof hours)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          {SIGN_IN_ALERT_WINDOWS.map((value) => (
            <MenuItem key={value} value={value}>
              {WINDOW_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        {alerts.isPending ? (
          <LoadingState label="Loading sign-in alerts" />
        ) : alerts.isError ? (
          <ErrorState error={alerts.error} onRetry={() => void alerts.refetch()} />
        ) : (
          <Stack spacing={6} aria-busy={alerts.isFetching}>
            <FailedAccountsTable rows={alerts.data.accounts} />
            <BlockedAccountsTable rows={alerts.data.blocked} />
            <AddressesTable rows={alerts.data.addresses} />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
