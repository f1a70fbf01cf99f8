import { Typography } from '@mui/material';
import {
  SIGN_IN_ALERT_THRESHOLDS as T,
  type TAddressAlert,
  type TBlockedAccountAlert,
  type TFailedAccountAlert,
} from '@docapply/contracts';
import { DataTable, SectionCard, formatCount, formatMoment } from '@docapply/ui';

function None({ children }: { children: string }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** Emails with many wrong passwords (an unknown one is someone guessing at addresses). */
export function FailedAccountsTable({ rows }: { rows: TFailedAccountAlert[] }) {
  return (
    <SectionCard id="alerts-accounts" title={`Accounts with ${T.accountFailures} or more wrong passwords`}>
      {rows.length === 0 ? (
        <None>No account reached it in this window.</None>
      ) : (
        <DataTable
          label="Accounts with many wrong passwords"
          rows={rows.map((row) => ({ ...row, id: row.email }))}
          title={{
            header: 'Email',
            render: (row) => (row.hasAccount ? row.email : `${row.email} (no account)`),
            cellSx: { overflowWrap: 'anywhere' },
          }}
          columns={[
            { header: 'Wrong passwords', render: (row) => row.failures },
            { header: 'Addresses', render: (row) => row.addresses, hiddenBelow: 'sm' },
            { header: 'Last', render: (row) => formatMoment(row.lastAt), hiddenBelow: 'md' },
          ]}
        />
      )}
    </SectionCard>
  );
}

/** Accounts whose right password was followed by too many wrong codes. */
export function BlockedAccountsTable({ rows }: { rows: TBlockedAccountAlert[] }) {
  return (
    <SectionCard id="alerts-blocked" title="Accounts blocked after wrong sign-in codes">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The password was right: its owner was told to choose a new one.
      </Typography>
      {rows.length === 0 ? (
        <None>No account was blocked in this window.</None>
      ) : (
        <DataTable
          label="Accounts blocked after wrong codes"
          rows={rows.map((row) => ({ ...row, id: `${row.userId}:${row.blockedAt}` }))}
          title={{
            header: 'Email',
            render: (row) => row.email ?? 'A removed account',
            cellSx: { overflowWrap: 'anywhere' },
          }}
          columns={[{ header: 'Blocked', render: (row) => formatMoment(row.blockedAt) }]}
        />
      )}
    </SectionCard>
  );
}

/** Addresses trying many accounts, or many wrong passwords. */
export function AddressesTable({ rows }: { rows: TAddressAlert[] }) {
  return (
    <SectionCard
      id="alerts-addresses"
      title={`Addresses trying ${T.addressAccounts} or more accounts, or ${T.addressFailures} wrong passwords`}
    >
      {rows.length === 0 ? (
        <None>No address reached it in this window.</None>
      ) : (
        <DataTable
          label="Addresses with many wrong passwords"
          rows={rows.map((row) => ({ ...row, id: row.ip }))}
          title={{ header: 'Address', render: (row) => row.ip }}
          columns={[
            { header: 'Accounts', render: (row) => formatCount(row.accounts, 'account') },
            { header: 'Wrong passwords', render: (row) => row.failures, hiddenBelow: 'sm' },
            { header: 'Last', render: (row) => formatMoment(row.lastAt), hiddenBelow: 'md' },
          ]}
        />
      )}
    </SectionCard>
  );
}
