import { Stack, Typography } from '@mui/material';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useOppePractitioners } from '../api/oppe-cycles';
import { PractitionersList } from './practitioners-list';

/** The chosen cycle's practitioners, under their heading. */
export function CyclePractitioners({ hospitalId, cycleId }: { hospitalId: string; cycleId: string }) {
  const practitioners = useOppePractitioners(hospitalId, cycleId);
  return (
    <Stack component="section" aria-labelledby="oppe-practitioners" spacing={3}>
      <Typography id="oppe-practitioners" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Practitioners
      </Typography>
      {practitioners.isPending ? <LoadingState label="Loading practitioners..." /> : null}
      {practitioners.isError ? (
        <ErrorState error={practitioners.error} onRetry={() => void practitioners.refetch()} />
      ) : null}
      {practitioners.data ? <PractitionersList hospitalId={hospitalId} list={practitioners.data} /> : null}
    </Stack>
  );
}
