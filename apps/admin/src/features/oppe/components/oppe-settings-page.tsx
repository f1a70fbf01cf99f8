import { Stack, Typography } from '@mui/material';
import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useOppeSettings } from '../api/oppe-settings';
import { IndicatorsSection } from './indicators-section';
import { OppeSettingsForm } from './oppe-settings-form';

/** /oppe-settings: a hospital's OPPE indicators per department, its cycle length, what practitioners see. */
export function OppeSettingsPage() {
  return (
    <HospitalSettingsPage
      title="OPPE indicators and settings"
      description="Each department’s indicators and thresholds, how long a cycle lasts, and what practitioners see of their own evaluation."
      loadingLabel="Loading OPPE settings..."
      useSettings={useOppeSettings}
      renderForm={(hospital, settings) => (
        <Stack spacing={8}>
          <IndicatorsSection hospitalId={hospital.id} />
          <Stack component="section" aria-labelledby="oppe-cycles-heading" spacing={4}>
            <Typography id="oppe-cycles-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Cycles and what practitioners see
            </Typography>
            <OppeSettingsForm hospitalId={hospital.id} hospitalName={hospital.name} settings={settings} />
          </Stack>
        </Stack>
      )}
    />
  );
}
