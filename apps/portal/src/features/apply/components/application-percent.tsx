import { LinearProgress, Stack, Typography } from '@mui/material';
import type { TCompletenessSummary } from '@docapply/rules';

type TApplicationPercentProps = { hospitalName: string; summary: TCompletenessSummary | null };

/**
 * How much of the whole application is done, in the words and units of the dashboard's card
 * (forms, survey, privileges, references, coverage), so the two never show different figures.
 */
export function ApplicationPercent({ hospitalName, summary }: TApplicationPercentProps) {
  if (!summary) {
    return null;
  }
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{summary.percent}% complete</Typography>
      <LinearProgress
        variant="determinate"
        value={summary.percent}
        aria-label={`${hospitalName} application progress`}
        sx={{ width: 160, height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}
