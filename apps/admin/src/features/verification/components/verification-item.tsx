import { Suspense, useRef, type ReactNode } from 'react';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { TVerificationItem } from '@docapply/contracts';
import { FactList, formatDay, lazyComponent, preloadOnIntent } from '@docapply/ui';
import { useItemDialog } from '@/hooks/use-item-dialog';
import { ItemEvidence } from './item-evidence';
import { NpiCheck } from './npi-check';
import { LOOKUP_LABELS, RED } from './verification-copy';
import { VerificationChecks } from './verification-checks';
import { VerificationStateChip } from './verification-state-chip';

// The dialog's code (its form, MUI's dialog) loads when it is first opened.
const RecordVerificationDialog = lazyComponent(
  () => import('./record-verification-dialog'),
  (module) => module.RecordVerificationDialog,
);

/** Who, when, where and under which reference the item was verified; only what is known. */
function ItemFacts({ item }: { item: TVerificationItem }) {
  const facts: [string, ReactNode][] = [];
  if (item.source) {
    facts.push(['Source', item.source]);
  }
  if (item.verifiedAt) {
    facts.push(['Date', formatDay(item.verifiedAt)]);
  }
  if (item.verifiedBy) {
    facts.push(['Verified by', item.verifiedBy.name]);
  }
  if (item.referenceNumber) {
    facts.push(['Reference number', item.referenceNumber]);
  }
  if (item.note) {
    facts.push(['Note', item.note]);
  }
  if (facts.length === 0) {
    return <Typography color="text.secondary">Not verified yet.</Typography>;
  }
  return <FactList facts={facts} />;
}

type TVerificationItemProps = { applicationId: string; item: TVerificationItem };

/** One item of the checklist: what the application says, where it stands, its evidence and actions. */
export function VerificationItem({ applicationId, item }: TVerificationItemProps) {
  const recordButton = useRef<HTMLButtonElement>(null);
  const dialog = useItemDialog(recordButton);
  return (
    <Box component="li" sx={{ py: 4 }}>
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {item.label}
            </Typography>
            {item.required ? <Chip label="Required" size="small" variant="outlined" color="primary" /> : null}
          </Stack>
          {item.detail ? (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.detail}
            </Typography>
          ) : null}
        </Box>
        <VerificationStateChip state={item.state} />
      </Stack>
      {item.expired ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2, color: RED }}>
          <ErrorOutlineIcon fontSize="small" aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>Expired: verify again</Typography>
        </Stack>
      ) : null}
      <Stack spacing={2} sx={{ mt: 2 }}>
        <ItemFacts item={item} />
        <ItemEvidence applicationId={applicationId} item={item} />
        <Stack useFlexGap direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            ref={recordButton}
            size="small"
            variant="outlined"
            startIcon={<EditNoteIcon />}
            aria-label={`Record verification: ${item.label}`}
            onClick={dialog.open}
            {...preloadOnIntent(RecordVerificationDialog)}
          >
            Record verification
          </Button>
          {item.lookupUrl ? (
            <Link
              href={item.lookupUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${LOOKUP_LABELS[item.kind]}: ${item.label} (opens in a new tab)`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
            >
              {LOOKUP_LABELS[item.kind]}
              <OpenInNewIcon fontSize="inherit" aria-hidden />
            </Link>
          ) : null}
        </Stack>
      </Stack>
      {item.automatic === 'npi' ? (
        <NpiCheck applicationId={applicationId} item={item} onVerifyByHand={dialog.open} />
      ) : item.checks.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <VerificationChecks checks={item.checks} label={`Checks: ${item.label}`} />
        </Box>
      ) : null}
      {dialog.isOpen ? (
        <Suspense fallback={null}>
          <RecordVerificationDialog applicationId={applicationId} item={item} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
