import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { useHospitalPreview } from '../api/get-hospital-preview';

/** What the chosen hospital requires, and the button that starts (or reopens) the application. */
export function HospitalPreview({ hospitalId }: { hospitalId: string }) {
  const preview = useHospitalPreview(hospitalId);
  if (preview.isPending) {
    return (
      <Skeleton
        variant="rounded"
        height={200}
        role="progressbar"
        aria-label="Loading the hospital's requirements"
      />
    );
  }
  if (!preview.data) {
    return null;
  }
  const { hospital, requirements } = preview.data;
  const asks = [
    ...requirements.sections.map((section) => `Section ${section.key}: ${section.title}`),
    ...(requirements.surveyTitle ? [`Survey: ${requirements.surveyTitle}`] : []),
    `At least ${requirements.minReferences} peer references`,
    ...(requirements.needsCoverage ? ['One covering physician'] : []),
    ...(requirements.departments.length > 0
      ? [`Privileges from: ${requirements.departments.join(', ')}`]
      : []),
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="preview-heading"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 8 } }}
    >
      <Typography id="preview-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {hospital.name}
      </Typography>
      <Typography color="text.secondary">
        {hospital.city}, {hospital.state}
      </Typography>
      {hospital.about ? <Typography sx={{ mt: 3 }}>{hospital.about}</Typography> : null}
      <Typography component="h3" sx={{ fontWeight: 600, mt: 5 }}>
        What this hospital asks for
      </Typography>
      <Box component="ul" sx={{ mt: 2, mb: 0, pl: 5 }}>
        {asks.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
      <Stack direction="row" sx={{ mt: 6 }}>
        <Button component={RouterLink} to={paths.apply.getHref(hospital.id)} variant="contained" size="large">
          Start application
        </Button>
      </Stack>
    </Paper>
  );
}
