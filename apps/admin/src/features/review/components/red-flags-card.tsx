import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type { TRedFlag } from '@docapply/contracts';
import { SectionCard, formatCount, getErrorMessage } from '@docapply/ui';
import { useFlags } from '../api/get-flags';
import { goToFlag, listFlagTargets } from './red-flag-link';

const SEVERITY = {
  high: { label: 'High', Icon: ErrorOutlineIcon, color: 'error.main' },
  // Not MUI's warning.dark (#e65100: 3.8:1 on white); the product's amber reads at 5:1.
  medium: { label: 'Medium', Icon: ReportProblemOutlinedIcon, color: '#B45309' },
} as const;

function summarise(flags: readonly TRedFlag[]): string {
  const high = flags.filter((flag) => flag.severity === 'high').length;
  return `${formatCount(flags.length, 'red flag')}: ${high} high, ${flags.length - high} medium.`;
}

function RedFlagItem({ flag }: { flag: TRedFlag }) {
  const { label, Icon, color } = SEVERITY[flag.severity];
  const targets = listFlagTargets(flag);
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Icon fontSize="small" aria-hidden sx={{ color, mt: 0.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 700, color }}>
          {`${label}: `}
        </Typography>
        <Link
          href={`#${targets[0]}`}
          onClick={(event) => goToFlag(event, targets)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {flag.message}
        </Link>
      </Box>
    </Stack>
  );
}

function Flags({ applicationId }: { applicationId: string }) {
  const flags = useFlags(applicationId);
  if (flags.isPending) {
    return (
      <Typography role="status" color="text.secondary">
        Checking for red flags...
      </Typography>
    );
  }
  if (!flags.data) {
    // A card's failed read is announced politely: the page's alerts speak for what the user did.
    return (
      <Alert
        severity="error"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void flags.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(flags.error)}
      </Alert>
    );
  }
  if (flags.data.length === 0) {
    return <Typography>No red flags.</Typography>;
  }
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{summarise(flags.data)}</Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {flags.data.map((flag, index) => (
          <RedFlagItem key={`${flag.code}-${index}`} flag={flag} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * What the office must look at first: disclosures, claims, gaps, references, privilege criteria
 * and documents, each a link to the answer it comes from; severity in words, not colour alone.
 */
export function RedFlagsCard({ applicationId }: { applicationId: string }) {
  return (
    <SectionCard id="red-flags-heading" title="Red flags">
      <Flags applicationId={applicationId} />
    </SectionCard>
  );
}
