import { Box, Stack, Typography } from '@mui/material';
import type { TReferenceRequest } from '@docapply/contracts';
import { RequestReminders, RequestStateChip } from '@docapply/ui';

function RequestList({ label, requests }: { label: string; requests: TReferenceRequest[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {requests.map((request) => (
        <Stack
          component="li"
          key={request.id}
          direction="row"
          spacing={2}
          sx={{ py: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{request.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {request.specialty}
            </Typography>
            <RequestReminders remindedAt={request.remindedAt} />
          </Box>
          <RequestStateChip state={request.state} />
        </Stack>
      ))}
    </Box>
  );
}

type TRequestStatesProps = { references: TReferenceRequest[]; coverage: TReferenceRequest | null };

/** Who was asked and where each request stands; the answers stay with the hospital. */
export function RequestStates({ references, coverage }: TRequestStatesProps) {
  return (
    <Stack spacing={4}>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          Peer references
        </Typography>
        {references.length === 0 ? (
          <Typography color="text.secondary">None named.</Typography>
        ) : (
          <RequestList label="Peer references" requests={references} />
        )}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          Covering physician
        </Typography>
        {coverage ? (
          <RequestList label="Covering physician" requests={[coverage]} />
        ) : (
          <Typography color="text.secondary">None named.</Typography>
        )}
      </Box>
    </Stack>
  );
}
