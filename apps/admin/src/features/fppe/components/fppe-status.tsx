import { Chip, Stack, Typography } from '@mui/material';
import { FPPE_CONCLUSION_LABELS, FPPE_STATE_LABELS, type TFppeSummary } from '@docapply/contracts';
import { formatDay } from '@docapply/ui';

/** The due date, with "Overdue" in the error colour once it has passed on an open FPPE. */
export function DueDate({ fppe }: { fppe: Pick<TFppeSummary, 'dueOn' | 'overdue'> }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <span>{formatDay(fppe.dueOn)}</span>
      {fppe.overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
    </Stack>
  );
}

/** Open, Completed or Referred, and the conclusion under it once there is one. */
export function FppeState({ fppe }: { fppe: Pick<TFppeSummary, 'state' | 'conclusion'> }) {
  return (
    <>
      <Chip
        size="small"
        variant={fppe.state === 'open' ? 'outlined' : 'filled'}
        color={fppe.state === 'referred' ? 'warning' : 'default'}
        label={FPPE_STATE_LABELS[fppe.state]}
      />
      {fppe.conclusion ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {FPPE_CONCLUSION_LABELS[fppe.conclusion]}
        </Typography>
      ) : null}
    </>
  );
}
