import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { EDITABLE_STATUSES, type TApplicationStatus } from '@docapply/contracts';
import { formatDay, useAlert } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useAppointments, type TDoctorAppointment } from '../api/get-appointments';
import { useStartReappointment } from '../api/start-reappointment';

/** The appointments the doctor has to act on: invited to apply for reappointment, or lapsed. */
export function needsAttention(appointment: TDoctorAppointment): boolean {
  return appointment.state === 'lapsed' || (appointment.state === 'active' && appointment.invitedAt !== null);
}

/**
 * Where the reappointment application stands, as a sentence a person would write (issue 43: not
 * "is applied"), in the words of the hospital cards below.
 */
function describeReappointmentStatus(status: TApplicationStatus): string {
  switch (status) {
    case 'draft':
      return 'Your reappointment application is prefilled from the last one approved: change only what has changed since, then submit it.';
    case 'applied':
      return 'Your reappointment application has been submitted. The medical staff office will start reviewing it soon.';
    case 'in-review':
      return 'The medical staff office is reviewing your reappointment application.';
    case 'information-requested':
      return 'The hospital has asked for more information about your reappointment application: answer its questions, then resubmit it.';
    case 'finalise':
      return 'Your reappointment application is with the credentials committee for a final decision.';
    case 'approved':
      return 'Your reappointment has been approved.';
    case 'rejected':
      return 'Your reappointment application was not approved.';
    default: {
      const never: never = status;
      return never;
    }
  }
}

function isSubmitted(appointment: TDoctorAppointment): boolean {
  const status = appointment.reappointment?.status;
  return status !== undefined && !(EDITABLE_STATUSES as readonly string[]).includes(status);
}

function ReappointmentAction({ appointment }: { appointment: TDoctorAppointment }) {
  const navigate = useNavigate();
  const { showApiError } = useAlert();
  const start = useStartReappointment();
  const { reappointment } = appointment;
  if (reappointment && isSubmitted(appointment)) {
    return (
      <Button component={RouterLink} to={paths.myApplication.getHref(reappointment.id)} variant="outlined">
        View reappointment
      </Button>
    );
  }
  const label = !reappointment
    ? 'Apply for reappointment'
    : reappointment.status === 'information-requested'
      ? 'Edit and resubmit'
      : 'Continue reappointment';
  return (
    <Button
      variant="contained"
      loading={start.isPending}
      aria-label={`${label}: ${appointment.hospitalName}`}
      onClick={() =>
        start.mutate(appointment.id, {
          onSuccess: (summary) => void navigate(paths.apply.getHref(summary.hospitalId)),
          onError: (error) => showApiError(error),
        })
      }
    >
      {label}
    </Button>
  );
}

function AppointmentNotice({ appointment }: { appointment: TDoctorAppointment }) {
  const isLapsed = appointment.state === 'lapsed';
  const headingId = `appointment-${appointment.id}`;
  const Icon = isLapsed ? EventBusyIcon : EventRepeatIcon;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 }, borderColor: isLapsed ? 'error.main' : 'divider' }}
    >
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Icon aria-hidden sx={{ color: isLapsed ? 'error.main' : 'primary.main', mt: 0.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component="h3"
            variant="h6"
            sx={{ fontWeight: 700, color: isLapsed ? 'error.main' : 'text.primary' }}
          >
            {isLapsed
              ? `Your appointment at ${appointment.hospitalName} ended on ${formatDay(appointment.endsOn)} without reappointment`
              : `Your appointment at ${appointment.hospitalName} ends on ${formatDay(appointment.endsOn)}`}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {describeReappointmentStatus(appointment.reappointment?.status ?? 'draft')}
          </Typography>
          <Box sx={{ mt: 4 }}>
            <ReappointmentAction appointment={appointment} />
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Reappointment on the dashboard (issue 14): each invited or lapsed appointment with its next step. */
export function AppointmentNotices() {
  const appointments = useAppointments();
  const shown = (appointments.data ?? []).filter(needsAttention);
  if (shown.length === 0) {
    return null;
  }
  return (
    <Box component="section" aria-labelledby="appointments-heading">
      <Typography id="appointments-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 4 }}>
        Reappointment
      </Typography>
      <Stack spacing={4}>
        {shown.map((appointment) => (
          <AppointmentNotice key={appointment.id} appointment={appointment} />
        ))}
      </Stack>
    </Box>
  );
}
