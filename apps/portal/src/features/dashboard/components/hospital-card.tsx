import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { THospitalWithApplication } from '@docapply/contracts';
import { paths } from '@/config/paths';
import { getApplicationAction } from '@/lib/application-action';
import { ApplicationProgress } from './application-progress';
import { DraftMissing } from './draft-missing';

type THospitalCardProps = { hospital: THospitalWithApplication; canApply: boolean };

export function HospitalCard({ hospital, canApply }: THospitalCardProps) {
  const { application } = hospital;
  const action = getApplicationAction(hospital.id, application);
  const headingId = `hospital-${hospital.id}`;
  const isOpenForDoctor = application?.status === 'draft' || application?.status === 'information-requested';

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {hospital.name}
          </Typography>
          <Typography color="text.secondary">
            {hospital.city}, {hospital.state}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <ApplicationProgress application={application} />
        </Box>
      </Stack>
      {/* An open draft shows its missing list instead: the server's next-action sentence repeats it. */}
      {application?.nextAction && !isOpenForDoctor ? (
        <Typography sx={{ mt: 3 }}>{application.nextAction}</Typography>
      ) : null}
      {!application && hospital.about ? (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {hospital.about}
        </Typography>
      ) : null}
      {isOpenForDoctor && application ? (
        <Box sx={{ mt: 4 }}>
          <DraftMissing applicationId={application.id} isComplete={application.percent >= 100} />
        </Box>
      ) : null}
      <Stack useFlexGap direction="row" spacing={3} sx={{ mt: 5, flexWrap: 'wrap', rowGap: 2 }}>
        <Button
          component={RouterLink}
          to={action.to}
          variant="contained"
          disabled={!canApply && action.to.startsWith(paths.apply.path)}
          aria-label={`${action.label}: ${hospital.name}`}
        >
          {action.label}
        </Button>
        {isOpenForDoctor && application ? (
          <Button component={RouterLink} to={paths.myApplication.getHref(application.id)} variant="text">
            View details
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
