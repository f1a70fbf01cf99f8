import type { ReactNode } from 'react';
import { Chip, List, ListItem, Stack, Typography } from '@mui/material';
import {
  TEMPORARY_PRIVILEGE_BASIS_LABELS,
  type TTemporaryPrivilegeGrant,
  type TTemporaryPrivilegeState,
} from '@docapply/contracts';
import { formatDay, formatMoment } from '@docapply/ui';

const STATE_LABELS: Record<TTemporaryPrivilegeState, string> = {
  active: 'In force',
  expired: 'Expired',
  ended: 'Ended',
};

function endedLine(grant: TTemporaryPrivilegeGrant): string | null {
  if (grant.state === 'active' || !grant.endedAt) {
    return null;
  }
  if (grant.state === 'expired') {
    return `Expired after ${formatDay(grant.endsOn)}.`;
  }
  const by = grant.endedBy ? ` by ${grant.endedBy.name}` : '';
  const why = grant.endReason ? `: ${grant.endReason}` : '';
  return `Ended on ${formatMoment(grant.endedAt)}${by}${why}`;
}

/** One grant: what, on which basis, from when to when, why, who granted it, and how it ended. */
function GrantItem({ grant, action }: { grant: TTemporaryPrivilegeGrant; action: ReactNode }) {
  const ended = endedLine(grant);
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {grant.privileges.map((privilege) => privilege.name).join(', ')}
        </Typography>
        <Chip
          size="small"
          label={STATE_LABELS[grant.state]}
          color={grant.state === 'active' ? 'success' : 'default'}
        />
      </Stack>
      <Typography>
        {formatDay(grant.startsOn)} to {formatDay(grant.endsOn)} ·{' '}
        {TEMPORARY_PRIVILEGE_BASIS_LABELS[grant.basis]}
      </Typography>
      <Typography color="text.secondary">Reason: {grant.reason}</Typography>
      <Typography variant="body2" color="text.secondary">
        Granted by {grant.grantedBy?.name ?? 'a former administrator'} on {formatMoment(grant.grantedAt)}
      </Typography>
      {ended ? (
        <Typography variant="body2" color="text.secondary">
          {ended}
        </Typography>
      ) : null}
      {action}
    </ListItem>
  );
}

export function GrantList({
  grants,
  renderAction,
}: {
  grants: readonly TTemporaryPrivilegeGrant[];
  renderAction: (grant: TTemporaryPrivilegeGrant) => ReactNode;
}) {
  if (grants.length === 0) {
    return <Typography color="text.secondary">No temporary privileges granted.</Typography>;
  }
  return (
    <List disablePadding aria-label="Temporary privileges granted">
      {grants.map((grant) => (
        <GrantItem key={grant.id} grant={grant} action={renderAction(grant)} />
      ))}
    </List>
  );
}
