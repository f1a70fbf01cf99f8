import Typography from '@mui/material/Typography';
import type { TReferenceRequest } from '@docapply/contracts';

/** Who was asked for a reference or coverage: specialty and relationship, then how to reach them. */
export function RequestContact({ request }: { request: TReferenceRequest }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {request.specialty} · {request.relationship}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {request.email} · {request.phone}
      </Typography>
    </>
  );
}
