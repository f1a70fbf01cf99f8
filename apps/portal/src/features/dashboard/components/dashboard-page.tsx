import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import type { TPractitionerCategory, TUser } from '@docapply/contracts';
import { useDeferredQueryData } from '@docapply/ui';
import { useIsDelegate, useSession } from '@/lib/session';
import { SiteContainer } from '@/components/site-container';
import { useHospitalsWithApplication } from '@/hooks/use-hospitals-with-application';
import { useCurrentUser } from '../api/get-current-user';
import { usePractitionerType } from '../api/practitioner-type';
import { AppointmentNotices } from './appointment-notices';
import { ExpiringDocuments } from './expiring-documents';
import { HospitalCard } from './hospital-card';
import { PracticeEvaluations } from './practice-evaluations';
import { PractitionerTypeSection } from './practitioner-type-section';
import { SupervisionRequests } from './supervision-requests';
import { VerifyEmailNotice } from './verify-email-notice';

/**
 * "Welcome, Dr. Last" when the last name is known, else "Welcome, First". A doctor's delegate (an
 * office manager) is no doctor, nor is an advanced practice provider (an NP, a PA: title laws keep
 * "Dr." in a clinical setting to physicians): "Welcome, First". Until the type is read, the
 * physician's greeting, which most read and which then does not change under them (layout shift).
 */
export function getGreeting(
  user: TUser | null,
  {
    isDelegate = false,
    category = null,
  }: { isDelegate?: boolean; category?: TPractitionerCategory | null } = {},
): string {
  const first = user?.name.first ? `Welcome, ${user.name.first}` : 'Welcome';
  if (isDelegate || category === 'advanced_practice') {
    return first;
  }
  return user?.name.last ? `Welcome, Dr. ${user.name.last}` : first;
}

// About a hospital card's height at each width (measured: 352–400 px on a phone, 223 px on a
// desktop), so the cards replacing the placeholders do not push the rest of the page down (the
// layout shift Lighthouse measured on a phone: 0.24).
const CARD_SKELETON_SX = { height: { xs: 360, sm: 245, md: 223 } };

function HospitalList({ canApply }: { canApply: boolean }) {
  const { data, isLoading } = useDeferredQueryData(useHospitalsWithApplication());
  if (isLoading) {
    return (
      <Stack spacing={4} role="progressbar" aria-label="Loading hospitals">
        <Skeleton variant="rounded" sx={CARD_SKELETON_SX} />
        <Skeleton variant="rounded" sx={CARD_SKELETON_SX} />
      </Stack>
    );
  }
  if (!data) {
    return null;
  }
  if (data.length === 0) {
    return (
      <Alert severity="info">No hospital is accepting applications right now. Please check back soon.</Alert>
    );
  }
  return (
    <Stack spacing={4}>
      {data.map((hospital) => (
        <HospitalCard key={hospital.id} hospital={hospital} canApply={canApply} />
      ))}
    </Stack>
  );
}

/** The doctor's home: every open hospital with this doctor's progress there and the next step. */
export function DashboardPage() {
  const { user } = useSession();
  const isDelegate = useIsDelegate();
  const practitionerType = usePractitionerType();
  useCurrentUser();
  const category = practitionerType.data?.type.category ?? null;
  const isEmailVerified = Boolean(user?.isEmailVerified);

  return (
    <SiteContainer maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack spacing={8}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {getGreeting(user, { isDelegate, category })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.0625rem' }}>
            {isDelegate
              ? 'You fill in applications for the doctor chosen under "Working for": each hospital below shows where their application stands and what to do next.'
              : 'Apply once, reuse your answers: each hospital below shows where your application stands and what to do next.'}
          </Typography>
        </Box>
        {isEmailVerified ? null : <VerifyEmailNotice email={user?.email} />}
        <SupervisionRequests />
        <AppointmentNotices />
        <ExpiringDocuments />
        <PracticeEvaluations />
        <Box component="section" aria-labelledby="hospitals-heading">
          <Typography id="hospitals-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 4 }}>
            Hospitals accepting applications
          </Typography>
          <HospitalList canApply={isEmailVerified} />
        </Box>
        {/* Last: it arrives after the cards are drawn and moves nothing above it (layout shift). */}
        <PractitionerTypeSection />
      </Stack>
    </SiteContainer>
  );
}
