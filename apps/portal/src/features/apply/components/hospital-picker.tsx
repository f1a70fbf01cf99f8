import { useState } from 'react';
import { Alert, Box, Card, CardActionArea, Grid, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PageSection } from '@/components/page-section';
import { useHospitals } from '../api/get-hospitals';
import { HospitalPreview } from './hospital-preview';

/** /apply without a hospital: choose one, see what it asks for, then start. */
export function HospitalPicker() {
  const hospitals = useHospitals();
  const [chosenId, setChosenId] = useState<string | null>(null);

  return (
    <PageSection title="Apply to a hospital" intro="Choose a hospital to see what it asks for." maxWidth="lg">
      {hospitals.isPending ? (
        <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading hospitals" />
      ) : null}
      {hospitals.data?.length === 0 ? (
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
        {(hospitals.data ?? []).map((hospital) => {
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
                  sx={{ height: '100%', p: 5, alignItems: 'flex-start' }}
                >
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Box>
                      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                        {hospital.name}
                      </Typography>
                      <Typography color="text.secondary">
                        {hospital.city}, {hospital.state}
                      </Typography>
                    </Box>
                    {isChosen ? <CheckCircleIcon color="primary" aria-hidden /> : null}
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {chosenId ? <HospitalPreview key={chosenId} hospitalId={chosenId} /> : null}
    </PageSection>
  );
}
