import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PRIMARY_COLOR, statusLabel, type TTurnaroundRow } from '@docapply/contracts';
import { formatDayCount, formatDays } from './turnaround-format';

const P90_COLOR = '#B45309';
const CAPTION_ID = 'turnaround-chart-caption';

const formatValue = (value: number | null) => (value === null ? 'No stays yet' : formatDays(value));

/** Whether any bar has a length: the report's days have one decimal, so a stay under about an hour is 0. */
export function hasTurnaroundBars(rows: TTurnaroundRow[]): boolean {
  return rows.some((row) => (row.medianDays ?? 0) > 0 || (row.p90Days ?? 0) > 0);
}

/**
 * Median and 90th percentile days per status, side by side (the table below holds the same
 * figures). Bars run across, so the statuses' names have room on a phone; the days' ticks are
 * whole tenths at least (the report's precision), never a long decimal cut short.
 */
export function TurnaroundChart({ rows }: { rows: TTurnaroundRow[] }) {
  const dataset = rows.map((row) => ({
    status: statusLabel(row.status),
    median: row.medianDays,
    p90: row.p90Days,
  }));
  return (
    <Box component="figure" aria-labelledby={CAPTION_ID} sx={{ m: 0 }}>
      <BarChart
        height={320}
        layout="horizontal"
        dataset={dataset}
        yAxis={[{ scaleType: 'band', dataKey: 'status', width: 'auto' }]}
        xAxis={[{ label: 'Days', min: 0, tickMinStep: 0.1, valueFormatter: formatDayCount }]}
        series={[
          { dataKey: 'median', label: 'Median', color: PRIMARY_COLOR, valueFormatter: formatValue },
          { dataKey: 'p90', label: '90th percentile', color: P90_COLOR, valueFormatter: formatValue },
        ]}
      />
      <Typography id={CAPTION_ID} component="figcaption" variant="body2" color="text.secondary">
        Median and 90th percentile of the days applications stayed in each status.
      </Typography>
    </Box>
  );
}
