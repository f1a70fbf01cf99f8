import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { TApplicationSummary } from '@docapply/contracts';
import { getApplicationAction } from '@/lib/application-action';
import { SCROLL_BELOW_HEADER_SX, revealBelowHeader } from '@/lib/scroll-to-section';
import { useHospitalPreview } from '../api/get-hospital-preview';

type THospitalPreviewProps = {
  hospitalId: string;
  /** The doctor's latest application there: its draft is continued, never started again. */
  application: TApplicationSummary | null;
};

/** What the chosen hospital requires, and the button that starts (or continues) the application. */
export function HospitalPreview({ hospitalId, application }: THospitalPreviewProps) {
  const preview = useHospitalPreview(hospitalId);
  const sectionRef = useRef<HTMLElement>(null);
  const actionRef = useRef<HTMLAnchorElement>(null);
  const isLoaded = Boolean(preview.data);
  // Chosen on a phone, the details open below the list, out of sight: brought into view once.
  useEffect(() => {
    if (isLoaded) {
      revealBelowHeader(sectionRef.current, actionRef.current);
    }
  }, [isLoaded]);

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
  const action = getApplicationAction(hospital.id, application);
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
      ref={sectionRef}
      component="section"
      aria-labelledby="preview-heading"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 8 }, ...SCROLL_BELOW_HEADER_SX }}
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
        <Button ref={actionRef} component={RouterLink} to={action.to} variant="contained" size="large">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}
