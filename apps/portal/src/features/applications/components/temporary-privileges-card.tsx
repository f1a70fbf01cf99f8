import { List, ListItem, Typography } from '@mui/material';
import type { TApplicationStatus, TDoctorTemporaryPrivilege } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { SectionCard, formatDay } from '@docapply/ui';
import { useTemporaryPrivileges } from '../api/get-temporary-privileges';

/** "Until 12/30/2026", or "From 12/10/2026 until 12/30/2026" when they have not started yet. */
function describeDays({ startsOn, endsOn }: TDoctorTemporaryPrivilege): string {
  const until = `until ${formatDay(endsOn)}, or the decision if it comes sooner.`;
  return startsOn > todayString() ? `From ${formatDay(startsOn)} ${until}` : `U${until.slice(1)}`;
}

/**
 * The temporary privileges in force on the application, if any: what the doctor may do before the
 * decision, and until when. Nothing shows while there are none (or they cannot be read).
 */
export function TemporaryPrivilegesCard({
  applicationId,
  status,
}: {
  applicationId: string;
  status: TApplicationStatus;
}) {
  // A draft has none: the hospital sees an application only once it is submitted.
  const grants = useTemporaryPrivileges(applicationId, { enabled: status !== 'draft' });
  const active = grants.data?.data.filter((grant) => grant.state === 'active') ?? [];
  if (active.length === 0) {
    return null;
  }
  return (
    <SectionCard id="temporary-privileges-heading" title="Temporary privileges">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The hospital has granted you these privileges until its decision on your application.
      </Typography>
      {active.map((grant) => (
        <div key={grant.id}>
          <List dense disablePadding aria-label="Privileges granted for now">
            {grant.privileges.map((privilege) => (
              <ListItem key={privilege.id} disableGutters>
                {privilege.name} ({privilege.department})
              </ListItem>
            ))}
          </List>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{describeDays(grant)}</Typography>
        </div>
      ))}
    </SectionCard>
  );
}
