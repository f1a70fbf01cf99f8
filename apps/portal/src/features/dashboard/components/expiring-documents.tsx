import { Link as RouterLink } from 'react-router';
import { Box, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { EXPIRING_SOON_DAYS, type TExpiringDocument } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { paths } from '@/config/paths';
import { useExpiringDocuments } from '../api/get-expiring-documents';

// Both meet WCAG AA for normal text on white (5.0:1 and 5.6:1); MUI's default warning orange does not.
const SOON_COLOR = '#B45309';
const EXPIRED_COLOR = '#C62828';

/** "expired", "today", "in 1 day", "in N days". */
export function describeDaysLeft(daysLeft: number): string {
  if (daysLeft < 0) {
    return 'expired';
  }
  if (daysLeft === 0) {
    return 'today';
  }
  return daysLeft === 1 ? 'in 1 day' : `in ${daysLeft} days`;
}

function getColor(document: TExpiringDocument): string {
  if (document.isExpired) {
    return EXPIRED_COLOR;
  }
  return document.daysLeft <= EXPIRING_SOON_DAYS ? SOON_COLOR : 'text.secondary';
}

/**
 * A submitted application's document is renewed on its own page; a draft's step holds it while
 * editable; else the application itself.
 */
function getLink(document: TExpiringDocument): { to: string; text: string } {
  if (document.canRenew) {
    return { to: paths.renew.getHref(document.applicationId, document.documentKey), text: 'Renew' };
  }
  return document.section
    ? { to: paths.apply.getHref(document.hospitalId, document.section), text: 'Update' }
    : { to: paths.myApplication.getHref(document.applicationId), text: 'View application' };
}

function ExpiringDocumentItem({ document }: { document: TExpiringDocument }) {
  const link = getLink(document);
  const date = formatDateTime(document.expiresOn, DATE_DISPLAY_FORMAT);
  return (
    <ListItem divider sx={{ px: { xs: 4, md: 5 }, py: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 4 }}
        sx={{ width: '100%', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{document.label}</Typography>
          <Typography color="text.secondary">{document.hospitalName}</Typography>
        </Box>
        <Box sx={{ flexShrink: 0, textAlign: { sm: 'right' } }}>
          <Typography>
            Expiry date {date}{' '}
            <Box component="span" sx={{ color: getColor(document), fontWeight: 600 }}>
              ({describeDaysLeft(document.daysLeft)})
            </Box>
          </Typography>
          <Link
            component={RouterLink}
            to={link.to}
            aria-label={`${link.text}: ${document.label}, ${document.hospitalName}`}
          >
            {link.text}
          </Link>
        </Box>
      </Stack>
    </ListItem>
  );
}

/** Licences, insurance and other documents that expire within 90 days or already have; nothing when none. */
export function ExpiringDocuments() {
  const documents = useExpiringDocuments();
  if (!documents.data || documents.data.length === 0) {
    return null;
  }
  return (
    <Box component="section" aria-labelledby="expiring-heading">
      <Typography id="expiring-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Documents expiring soon
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Renew these and upload the new copies, so every hospital keeps a current record.
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <List disablePadding aria-labelledby="expiring-heading">
          {documents.data.map((document) => (
            <ExpiringDocumentItem
              key={`${document.applicationId}:${document.label}:${document.expiresOn}`}
              document={document}
            />
          ))}
        </List>
      </Paper>
    </Box>
  );
}
