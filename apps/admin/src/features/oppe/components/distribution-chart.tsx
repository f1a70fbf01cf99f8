import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { PRIMARY_COLOR, type TOppeReport } from '@docapply/contracts';
import { formatOppeValue } from '../lib/format-oppe';

type TReportIndicator = TOppeReport['indicators'][number];

const OTHERS_COLOR = '#9CA3AF';
const MEDIAN_COLOR = '#B45309';

/**
 * The department's values for the indicator, lowest first, one bar each, this practitioner's in the
 * primary colour, and the median as a line. Named for assistive technology, with the figures in words.
 */
export function DistributionChart({ item }: { item: TReportIndicator }) {
  const captionId = useId();
  const { indicator, value, distribution } = item;
  const unit = indicator.unit;
  // The values carry no names: this practitioner's bar is the first holding their value.
  const own = distribution.values.indexOf(value.value);
  const positions = distribution.values.map((_value, index) => String(index + 1));
  const format = (number: number | null) => (number === null ? '' : formatOppeValue(number, unit));
  return (
    <Box
      component="figure"
      aria-label={`${indicator.name}: the ${indicator.department} department’s values`}
      aria-describedby={captionId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: positions, tickLabelStyle: { display: 'none' }, height: 8 }]}
        yAxis={[{ width: 56, valueFormatter: (number: number) => formatOppeValue(number, unit) }]}
        series={[
          {
            data: distribution.values.map((number, index) => (index === own ? null : number)),
            label: 'Other practitioners',
            stack: 'department',
            color: OTHERS_COLOR,
            valueFormatter: format,
          },
          {
            data: distribution.values.map((number, index) => (index === own ? number : null)),
            label: 'This practitioner',
            stack: 'department',
            color: PRIMARY_COLOR,
            valueFormatter: format,
          },
        ]}
      >
        <ChartsReferenceLine
          y={distribution.median}
          lineStyle={{ stroke: MEDIAN_COLOR, strokeDasharray: '4 4' }}
        />
      </BarChart>
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
        {/* The dashed line's key: the median drawn across the bars. */}
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-block',
            width: 20,
            borderTop: `2px dashed ${MEDIAN_COLOR}`,
            verticalAlign: 'middle',
            mr: 1,
          }}
        />
        Median {formatOppeValue(distribution.median, unit)}; this practitioner{' '}
        {formatOppeValue(value.value, unit)} ({distribution.values.length} in the department, lowest first).
      </Typography>
    </Box>
  );
}
