import Typography from '@mui/material/Typography';
import type { TReferenceRequest } from '@docapply/contracts';

type TContact = Pick<TReferenceRequest, 'specialty' | 'relationship' | 'email' | 'phone'>;

/** The parts given, between dots (a person named on an older application may lack one). */
const joinGiven = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');

/**
 * Who was asked (or is to be asked) for a reference or coverage: specialty and relationship, then
 * how to reach them.
 */
export function RequestContact({ request }: { request: TContact }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {joinGiven(request.specialty, request.relationship)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {joinGiven(request.email, request.phone)}
      </Typography>
    </>
  );
}
