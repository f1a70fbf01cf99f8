import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import {
  CONDITION_KIND_LABELS,
  MEMBERSHIP_CATEGORY_LABELS,
  type TAppointment,
  type TConditions,
} from '@docapply/contracts';
import { SectionCard } from '../shell/section-card';
import { formatDay } from '../format/format';

/** What the appointment's state means, in a sentence. */
export function describeAppointment(appointment: TAppointment): string {
  switch (appointment.state) {
    case 'active':
      return `Appointed from ${formatDay(appointment.startsOn)} to ${formatDay(appointment.endsOn)}.`;
    case 'renewed':
      return `Appointed from ${formatDay(appointment.startsOn)} to ${formatDay(appointment.endsOn)}; renewed by a reappointment.`;
    case 'lapsed':
      return `The appointment ended on ${formatDay(appointment.endsOn)} without reappointment.`;
    case 'ended':
      return `The appointment ended on ${formatDay(appointment.endsOn)}.`;
    default: {
      const never: never = appointment.state;
      return never;
    }
  }
}

/** "FPPE plan, proctoring: six proctored admissions…" */
export function describeConditions(conditions: TConditions): string {
  const kinds = conditions.kinds.map((kind, index) => {
    const label = CONDITION_KIND_LABELS[kind];
    return index === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
  });
  return `${kinds.join(', ')}: ${conditions.text}`;
}

type TAppointmentPrivilege = TAppointment['privileges'][number];

/** A suspended privilege: said in words beside an icon, with the office's note (and, for the office, its reason). */
function SuspensionLines({ suspension }: { suspension: NonNullable<TAppointmentPrivilege['suspension']> }) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'error.main' }}>
        <BlockIcon fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Suspended since {formatDay(suspension.suspendedAt)}: not to be exercised until reinstated.
        </Typography>
      </Box>
      {suspension.practitionerNote ? (
        <Typography variant="body2" color="text.secondary">
          The office&apos;s note: {suspension.practitionerNote}
        </Typography>
      ) : null}
      {suspension.reason ? (
        <Typography variant="body2" color="text.secondary">
          Reason (office only): {suspension.reason}
          {suspension.suspendedBy ? ` (suspended by ${suspension.suspendedBy})` : ''}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The appointment an approval recorded (issue 14): its dates, whether it lapsed (said in words
 * beside an icon, not by colour alone), the membership category and the privileges granted with
 * the conditions the decision put on them, and whether the office suspended one (in words too).
 * Both sites show it; the office's site adds its actions per privilege (`renderPrivilegeActions`).
 */
export function AppointmentCard({
  appointment,
  renderPrivilegeActions,
}: {
  appointment: TAppointment;
  renderPrivilegeActions?: (privilege: TAppointmentPrivilege) => ReactNode;
}) {
  const isLapsed = appointment.state === 'lapsed';
  return (
    <SectionCard id="appointment-heading" title="Appointment">
      <Stack spacing={3}>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            color: isLapsed ? 'error.main' : 'text.primary',
          }}
        >
          {isLapsed ? <EventBusyIcon fontSize="small" aria-hidden sx={{ mt: 0.5 }} /> : null}
          <Typography sx={{ fontWeight: isLapsed ? 600 : 400 }}>
            {describeAppointment(appointment)}
          </Typography>
        </Box>
        {appointment.membershipCategory ? (
          <Typography>
            Membership category: {MEMBERSHIP_CATEGORY_LABELS[appointment.membershipCategory]}
          </Typography>
        ) : null}
        <div>
          <Typography id="appointment-privileges" sx={{ fontWeight: 600 }}>
            Privileges granted
          </Typography>
          {appointment.privileges.length === 0 ? (
            <Typography color="text.secondary">None.</Typography>
          ) : (
            <Box component="ul" aria-labelledby="appointment-privileges" sx={{ m: 0, mt: 1, pl: 5 }}>
              {appointment.privileges.map((privilege) => (
                <li key={privilege.id}>
                  <Typography>
                    {privilege.name}
                    <Typography component="span" color="text.secondary">
                      {' '}
                      · {privilege.department}
                    </Typography>
                  </Typography>
                  {privilege.conditions ? (
                    <Typography variant="body2" color="text.secondary">
                      Conditions: {describeConditions(privilege.conditions)}
                    </Typography>
                  ) : null}
                  {privilege.suspension ? <SuspensionLines suspension={privilege.suspension} /> : null}
                  {renderPrivilegeActions?.(privilege)}
                </li>
              ))}
            </Box>
          )}
        </div>
      </Stack>
    </SectionCard>
  );
}
