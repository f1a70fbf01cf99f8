import { useState } from 'react';
import { Alert, Box, Card, CardActionArea, Grid, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { TApplicationSummary } from '@docapply/contracts';
import { StatusChip, formatDay } from '@docapply/ui';
import { PageSection } from '@/components/page-section';
import { useHospitalsWithApplication } from '@/hooks/use-hospitals-with-application';
import { HospitalPreview } from './hospital-preview';

/** What the doctor already has at a hospital: a draft and when it was saved, or the status. */
function ApplicationState({ application }: { application: TApplicationSummary | null }) {
  if (!application) {
    return null;
  }
  if (application.status === 'draft') {
    return (
      <Box sx={{ mt: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>Application started</Typography>
        <Typography variant="body2" color="text.secondary">
          Draft saved {formatDay(application.updatedAt)}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <StatusChip status={application.status} />
    </Box>
  );
}

/** /apply without a hospital: choose one, see what it asks for, then start (or continue). */
export function HospitalPicker() {
  const hospitals = useHospitalsWithApplication();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const open = (hospitals.data ?? []).filter((hospital) => hospital.isOpen);
  const chosen = open.find((hospital) => hospital.id === chosenId);

  return (
    <PageSection title="Apply to a hospital" intro="Choose a hospital to see what it asks for." maxWidth="lg">
      {hospitals.isPending ? (
        <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading hospitals" />
      ) : null}
      {hospitals.data && open.length === 0 ? (
        <Alert severity="info">
          No hospital is accepting applications right now. Please check back soon.
        </Alert>
      ) : null}
      <Grid
        container
        spacing={4}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Hospitals"
      >
        {open.map((hospital) => {
          const isChosen = hospital.id === chosenId;
          return (
            <Grid key={hospital.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card
                variant="outlined"
                sx={{ height: '100%', borderRadius: 3, borderColor: isChosen ? 'primary.main' : undefined }}
              >
                <CardActionArea
                  onClick={() => setChosenId(hospital.id)}
                  aria-pressed={isChosen}
                  // Top-aligned: a button centres its content, and a card with a draft is taller.
                  sx={{
                    height: '100%',
                    p: 5,
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'flex-start',
                    alignItems: 'stretch',
                  }}
                >
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Box>
                      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                        {hospital.name}
                      </Typography>
                      <Typography color="text.secondary">
                        {hospital.city}, {hospital.state}
                      </Typography>
                      <ApplicationState application={hospital.application} />
                    </Box>
                    {isChosen ? <CheckCircleIcon color="primary" aria-hidden /> : null}
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {chosen ? (
        <HospitalPreview key={chosen.id} hospitalId={chosen.id} application={chosen.application} />
      ) : null}
    </PageSection>
  );
}
