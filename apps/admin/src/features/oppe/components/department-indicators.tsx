import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TOppeIndicator } from '@docapply/contracts';
import { ListTitle, ResponsiveList } from '@/components/responsive-list';
import { formatThreshold } from '../lib/format-oppe';

type TDepartmentIndicatorsProps = {
  department: string;
  indicators: TOppeIndicator[];
  onEdit: (indicator: TOppeIndicator) => void;
  onDelete: (indicator: TOppeIndicator) => void;
};

/** One department's indicators: name and key, kind, thresholds, low volume; Edit and Delete. */
export function DepartmentIndicators({
  department,
  indicators,
  onEdit,
  onDelete,
}: TDepartmentIndicatorsProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {department}
      </Typography>
      <ResponsiveList
        label={`${department} indicators`}
        items={indicators}
        title={{
          header: 'Indicator',
          render: (indicator) => <ListTitle name={indicator.name} detail={`Key ${indicator.key}`} />,
        }}
        columns={[
          { header: 'Kind', render: (indicator) => (indicator.kind === 'rate' ? 'Rate' : 'Count') },
          { header: 'Minimum', render: (indicator) => formatThreshold(indicator.min, indicator.unit) },
          { header: 'Maximum', render: (indicator) => formatThreshold(indicator.max, indicator.unit) },
          {
            header: 'Too few below',
            render: (indicator) => formatThreshold(indicator.lowVolumeBelow, ''),
          },
        ]}
        actions={(indicator) => (
          <>
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => onEdit(indicator)}
              aria-label={`Edit ${indicator.name}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => onDelete(indicator)}
              aria-label={`Delete ${indicator.name}`}
            >
              Delete
            </Button>
          </>
        )}
      />
    </Box>
  );
}
