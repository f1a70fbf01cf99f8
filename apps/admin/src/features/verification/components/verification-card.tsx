import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { SectionCard, getErrorMessage, useDeferredQueryData } from '@docapply/ui';
import { useVerification } from '../api/get-verification';
import { ScreeningsPanel } from './screenings-panel';
import { VerificationItem } from './verification-item';
import { VerificationProgress } from './verification-progress';

function Checklist({ applicationId }: { applicationId: string }) {
  const verification = useVerification(applicationId);
  // A checklist of many items arrives while the review is being drawn: its first drawing is sliced.
  const { data, isLoading } = useDeferredQueryData(verification, { isFirstOnly: true });
  if (isLoading) {
    return (
      <Typography role="status" color="text.secondary">
        Loading the verification checklist...
      </Typography>
    );
  }
  if (!data) {
    // A card's failed read is announced politely: the page's alerts speak for what the user did.
    return (
      <Alert
        severity="error"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void verification.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(verification.error)}
      </Alert>
    );
  }
  const { items, screenings, done, total, validDays } = data;
  return (
    <Stack spacing={5}>
      <VerificationProgress done={done} total={total} validDays={validDays} />
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Checklist
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">Nothing to verify.</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label="Verification checklist"
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {items.map((item) => (
              <VerificationItem key={item.id} applicationId={applicationId} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
      <ScreeningsPanel applicationId={applicationId} screenings={screenings} />
    </Stack>
  );
}

/**
 * Primary-source verification (issue 15): every item the office verifies, where it stands, who
 * verified it when and against which source, with the evidence; the NPI looked up in the NPPES
 * registry; and the doctor's screenings against the federal exclusion lists.
 */
export function VerificationCard({ applicationId }: { applicationId: string }) {
  return (
    <SectionCard id="verification-heading" title="Verification">
      <Checklist applicationId={applicationId} />
    </SectionCard>
  );
}
