import { Box, Paper, Stack, Typography } from '@mui/material';
import { doctorStatusLabel, type TRenewalDocument } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, describeExpiryDistance, formatDateTime } from '@docapply/rules';
import { DocumentLink } from '@/components/documents/document-link';

// WCAG AA on white, as on the dashboard's list: red once expired, amber within 30 days.
const EXPIRED_COLOR = '#C62828';
const SOON_COLOR = '#B45309';
const SOON_DAYS = 30;

function getColor(daysLeft: number): string {
  if (daysLeft < 0) {
    return EXPIRED_COLOR;
  }
  return daysLeft <= SOON_DAYS ? SOON_COLOR : 'text.secondary';
}

/** The document as it stands: its current expiry and copy, and the applications a renewal updates. */
export function RenewalSummary({ document }: { document: TRenewalDocument }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 4, md: 6 } }}>
      <Stack spacing={4}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {document.label}
        </Typography>
        <Typography>
          Current expiry date: {formatDateTime(document.expiresOn, DATE_DISPLAY_FORMAT)}{' '}
          <Box component="span" sx={{ color: getColor(document.daysLeft), fontWeight: 600 }}>
            ({describeExpiryDistance(document.daysLeft)})
          </Box>
        </Typography>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Current copy
          </Typography>
          {document.file ? (
            <DocumentLink scope={document.applicationId} fileId={document.file.id} file={document.file} />
          ) : (
            <Typography color="text.secondary">No copy uploaded.</Typography>
          )}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            The renewal goes to
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 5 }}>
            {document.holders.map((holder) => (
              <li key={holder.applicationId}>
                <Typography>
                  {holder.hospitalName}: your application ({doctorStatusLabel(holder.status).toLowerCase()})
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}
