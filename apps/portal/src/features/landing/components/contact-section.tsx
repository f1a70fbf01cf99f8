import { Suspense, lazy, useRef, useState } from 'react';
import { Box, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { SiteContainer } from '@/components/site-container';
import { useIsNear } from '@/hooks/use-is-near';
import { SECTION_SCROLL_MARGIN_TOP } from '@/lib/scroll-to-section';
import { SectionHeading } from './section-heading';

// The form brings the field renderer, react-hook-form and zod: about as much code as the rest
// of the landing page. It is at the bottom, so it loads when the visitor comes within about a
// screen of it.
const NEAR_MARGIN = '800px 0px';

const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

function ContactFormSkeleton() {
  return (
    <Stack spacing={4} aria-hidden>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={44} width={160} />
    </Stack>
  );
}

export function ContactSection() {
  // A new key after each message gives the doctor a clean, untouched form.
  const [formKey, setFormKey] = useState(0);
  const formPlace = useRef<HTMLDivElement>(null);
  const isNear = useIsNear(formPlace, NEAR_MARGIN);

  return (
    <Box
      component="section"
      id="contact"
      aria-labelledby="contact-title"
      sx={{ py: { xs: 16, md: 24 }, bgcolor: '#fff', scrollMarginTop: SECTION_SCROLL_MARGIN_TOP }}
    >
      <SiteContainer maxWidth="lg">
        <Grid container spacing={{ xs: 10, md: 12 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionHeading
              id="contact-title"
              eyebrow="Contact Us"
              title="Questions? We are here to help"
              intro="Whether you are a doctor with a question about your application or a medical staff office thinking about DocApply, send us a message."
            />
            <Stack spacing={4} sx={{ mt: 8, color: 'text.secondary' }}>
              <Stack direction="row" spacing={3}>
                <MailOutlineIcon color="primary" aria-hidden />
                <Typography>Your message goes straight to the DocApply team.</Typography>
              </Stack>
              <Stack direction="row" spacing={3}>
                <ScheduleOutlinedIcon color="primary" aria-hidden />
                <Typography>We reply by email to the address you give.</Typography>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper ref={formPlace} variant="outlined" sx={{ p: { xs: 5, md: 8 }, borderRadius: 3 }}>
              {isNear ? (
                <Suspense fallback={<ContactFormSkeleton />}>
                  <ContactForm key={formKey} onSent={() => setFormKey((key) => key + 1)} />
                </Suspense>
              ) : (
                <ContactFormSkeleton />
              )}
            </Paper>
          </Grid>
        </Grid>
      </SiteContainer>
    </Box>
  );
}
