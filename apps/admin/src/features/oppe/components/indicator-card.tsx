import { useId } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TOppeReport } from '@docapply/contracts';
import { describeThresholds, formatOppeValue } from '../lib/format-oppe';
import { DistributionChart } from './distribution-chart';
import { FlagChip } from './flag-chip';

type TReportIndicator = TOppeReport['indicators'][number];

/** "12 of 400", "42": where the value comes from. */
function describeCounts({ indicator, value }: TReportIndicator): string {
  return indicator.kind === 'rate'
    ? `${value.numerator} of ${value.denominator ?? 0}`
    : `${value.numerator} counted`;
}

/** One indicator of the report: the value, its flag and thresholds, the department's chart, "Edit value". */
export function IndicatorCard({ item, onEdit }: { item: TReportIndicator; onEdit: () => void }) {
  const headingId = useId();
  const { indicator, value, flag } = item;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 4, md: 6 }, minWidth: 0 }}
    >
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
        {indicator.department}
      </Typography>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {indicator.name}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 4, md: 6 }}
        sx={{ mt: 3, alignItems: { md: 'flex-start' } }}
      >
        <Stack spacing={2} sx={{ flexShrink: 0, width: { md: 260 }, alignItems: 'flex-start' }}>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
            {formatOppeValue(value.value, indicator.unit)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {describeCounts(item)}
          </Typography>
          <FlagChip flag={flag} />
          <Typography variant="body2">{describeThresholds(indicator)}</Typography>
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={onEdit}
            aria-label={`Edit value of ${indicator.name}`}
            sx={{ ml: -1.25 }}
          >
            Edit value
          </Button>
        </Stack>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <DistributionChart item={item} />
        </Box>
      </Stack>
    </Paper>
  );
}
