import { Stack, Typography } from '@mui/material';
import type { TDocumentRenewal } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { formatDay } from '@docapply/ui';
import { useRenewals } from '../api/get-renewals';
import { DocumentButton } from './document-button';

const LIST_SX = { listStyle: 'none', p: 0, m: 0 } as const;
const day = (date: string) => formatDateTime(date, DATE_DISPLAY_FORMAT);

/** "Renewed on 03/03/2027: expires 03/31/2029, was 04/02/2027". */
export function describeRenewal(renewal: TDocumentRenewal): string {
  const was = renewal.previousExpiresOn ? `, was ${day(renewal.previousExpiresOn)}` : '';
  return `Renewed on ${formatDay(renewal.renewedAt)}: expires ${day(renewal.expiresOn)}${was}`;
}

/**
 * The documents the doctor renewed from a reminder, without reopening the application: the new
 * dates and copy, and the previous copy, which the office still opens.
 */
export function RenewalsList({ applicationId }: { applicationId: string }) {
  const renewals = useRenewals(applicationId).data?.data ?? [];
  if (renewals.length === 0) {
    return null;
  }
  return (
    <Stack spacing={2} sx={{ mt: 4 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Renewed documents
      </Typography>
      <Stack component="ul" spacing={3} sx={LIST_SX} aria-label="Renewed documents">
        {renewals.map((renewal) => (
          <li key={renewal.id}>
            <Typography sx={{ fontWeight: 600 }}>{renewal.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {describeRenewal(renewal)}
            </Typography>
            {renewal.fileId ? <DocumentButton fileId={renewal.fileId} /> : null}
            {renewal.previousFileId ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  Previous copy:
                </Typography>
                <DocumentButton fileId={renewal.previousFileId} />
              </Stack>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
