import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import type { ReactNode } from 'react';
import { SiteContainer } from '@/components/site-container';
import { SECTION_SCROLL_MARGIN_TOP } from '@/lib/scroll-to-section';
import { SectionHeading } from './section-heading';

type TAudienceCardProps = { icon: ReactNode; title: string; points: string[] };

function AudienceCard({ icon, title, points }: TAudienceCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 6, md: 8 }, borderRadius: 3, height: '100%' }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Typography component="h3" sx={{ mt: 4, fontWeight: 700, fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ mt: 4, pl: 5, mb: 0, color: 'text.secondary' }}>
        {points.map((point) => (
          <Typography component="li" key={point}>
            {point}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}

export function AboutSection() {
  return (
    <Box
      component="section"
      id="about"
      aria-labelledby="about-title"
      sx={{ py: { xs: 16, md: 24 }, bgcolor: '#fff', scrollMarginTop: SECTION_SCROLL_MARGIN_TOP }}
    >
      <SiteContainer maxWidth="lg">
        <SectionHeading
          id="about-title"
          eyebrow="About"
          title="One place for the whole credentialing file"
          intro="Joining a hospital's medical staff means the same questions, the same documents and the same references, again and again. DocApply is a credentialing and privileging portal that lets you do the work once and share it with each hospital you choose, while the hospital's medical staff office reviews everything in one place."
        />
        <Grid container spacing={6} sx={{ mt: 10 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <AudienceCard
              icon={<MedicalServicesOutlinedIcon fontSize="large" aria-hidden />}
              title="For doctors"
              points={[
                "Fill in each hospital's application once; answers you have given before are filled in for you.",
                'Ask references and a covering physician by email; DocApply reminds them until they answer.',
                'Answer reviewers’ questions in context and see where every application stands.',
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <AudienceCard
              icon={<ApartmentOutlinedIcon fontSize="large" aria-hidden />}
              title="For medical staff offices"
              points={[
                'Receive complete files: every section, document, reference and covering physician.',
                'Ask for information section by section and record each decision in the status history.',
                'Prepare the committee packet from the application, not from a pile of attachments.',
              ]}
            />
          </Grid>
        </Grid>
      </SiteContainer>
    </Box>
  );
}
