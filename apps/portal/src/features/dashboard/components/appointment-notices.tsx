import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { EDITABLE_STATUSES, doctorStatusLabel } from '@docapply/contracts';
import { formatDay, useAlert } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useAppointments, type TDoctorAppointment } from '../api/get-appointments';
import { useStartReappointment } from '../api/start-reappointment';

/** The appointments the doctor has to act on: invited to apply for reappointment, or lapsed. */
export function needsAttention(appointment: TDoctorAppointment): boolean {
  return appointment.state === 'lapsed' || (appointment.state === 'active' && appointment.invitedAt !== null);
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
  const label = reappointment ? 'Continue reappointment' : 'Apply for reappointment';
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
  const submitted = isSubmitted(appointment) && appointment.reappointment;
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
            {submitted
              ? `Your reappointment application is ${doctorStatusLabel(submitted.status).toLowerCase()}.`
              : 'Your reappointment application is prefilled from the last one approved: change only what has changed since, then submit it.'}
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
