import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import type { TAdminQueueItem } from '@docapply/contracts';
import { NO_VALUE, VisuallyHidden } from '@docapply/ui';

type TVerification = TAdminQueueItem['verification'];

/** "6 of 11 verification items done": what the bar and the short "6/11" say, in words. */
export function describeVerification({ done, total }: { done: number; total: number }): string {
  return `${done} of ${total} verification ${total === 1 ? 'item' : 'items'} done`;
}

/**
 * A row's verification checklist: "6/11" over a thin bar, read out as "6 of 11 verification items
 * done". The bar turns green once every item is done; a row without a checklist shows a dash.
 */
export function VerificationProgress({
  verification,
  caption,
}: {
  verification: TVerification;
  /** A word before the figures where no column heading names them (a phone's card). */
  caption?: string;
}) {
  if (!verification || verification.total === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        <span aria-hidden>{caption ? `${caption} ${NO_VALUE}` : NO_VALUE}</span>
        <VisuallyHidden>No verification checklist</VisuallyHidden>
      </Typography>
    );
  }
  const { done, total } = verification;
  const isComplete = done >= total;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        // Under a column heading the figures sit over the bar; on a card, with their caption, beside it.
        flexDirection: caption ? 'row' : 'column',
        alignItems: caption ? 'center' : 'stretch',
        gap: caption ? 2 : 1,
      }}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
        {caption ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {caption}{' '}
          </Box>
        ) : null}
        {done}/{total}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round((Math.min(done, total) / total) * 100)}
        color={isComplete ? 'success' : 'primary'}
        aria-label={describeVerification(verification)}
        sx={{ height: 6, borderRadius: 3, width: 56 }}
      />
    </Box>
  );
}

/**
 * An exclusion screening's hit or undismissed possible match (OIG LEIE or SAM): a red chip with
 * an icon and words, so the colour is never the only sign.
 */
export function ExclusionChip() {
  return (
    <Chip
      label="Exclusion match"
      size="small"
      color="error"
      icon={<GppBadOutlinedIcon aria-hidden />}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The chip under a row's status when its doctor matched an exclusion list; nothing otherwise. */
export function ExclusionMark({ row }: { row: Pick<TAdminQueueItem, 'exclusionAlert'> }) {
  if (!row.exclusionAlert) {
    return null;
  }
  return (
    <Box sx={{ mt: 1 }}>
      <ExclusionChip />
    </Box>
  );
}
