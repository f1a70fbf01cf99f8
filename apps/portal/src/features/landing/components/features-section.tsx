import type { ReactNode } from 'react';
import { Box, Grid, Paper, Typography } from '@mui/material';
import AlternateEmailOutlinedIcon from '@mui/icons-material/AlternateEmailOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import RepeatOutlinedIcon from '@mui/icons-material/RepeatOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import { SiteContainer } from '@/components/site-container';
import { SECTION_SCROLL_MARGIN_TOP } from '@/lib/scroll-to-section';
import { SectionHeading } from './section-heading';

type TFeature = { icon: ReactNode; title: string; text: string };

const FEATURES: TFeature[] = [
  {
    icon: <RepeatOutlinedIcon aria-hidden />,
    title: 'Apply once, reuse everywhere',
    text: 'Answers you gave one hospital fill in the next one’s application, and your documents that are still valid are offered with one click.',
  },
  {
    icon: <AlternateEmailOutlinedIcon aria-hidden />,
    title: 'References and coverage by email',
    text: 'Peer references and your covering physician answer through a secure link, no account needed, and are reminded until they do. You see who has answered; never what they wrote.',
  },
  {
    icon: <ForumOutlinedIcon aria-hidden />,
    title: 'Section comments with reviewers',
    text: 'Reviewers ask questions on a section of your application and you reply in the same thread, so nothing gets lost in an inbox.',
  },
  {
    icon: <TimelineOutlinedIcon aria-hidden />,
    title: 'Status tracking',
    text: 'Every application shows its status, from applied to a decision, with the full history of each change.',
  },
  {
    icon: <ShieldOutlinedIcon aria-hidden />,
    title: 'Secure documents',
    text: 'Sign-in with a one-time code. Your CV, licences and insurance papers are visible only to you and the hospitals you apply to.',
  },
  {
    icon: <EventAvailableOutlinedIcon aria-hidden />,
    title: 'Expiry reminders',
    text: 'Licences, DEA registration, board certificates and insurance expire. DocApply emails you 60, 30 and 7 days before and on the day, with a link to upload the renewed document.',
  },
];

export function FeaturesSection() {
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      sx={{ py: { xs: 16, md: 24 }, scrollMarginTop: SECTION_SCROLL_MARGIN_TOP }}
    >
      <SiteContainer maxWidth="lg">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Built around how credentialing really works"
          intro="Everything a medical staff application needs, from the first form to the committee's decision."
        />
        <Grid container spacing={6} sx={{ mt: 10 }}>
          {FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 6, borderRadius: 3, height: '100%', bgcolor: '#fff' }}>
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: 'rgba(0, 74, 173, 0.08)',
                  }}
                >
                  {feature.icon}
                </Box>
                <Typography component="h3" sx={{ mt: 5, fontWeight: 700, fontSize: '1.125rem' }}>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 2 }}>
                  {feature.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </SiteContainer>
    </Box>
  );
}
