import { Box, ButtonBase, Skeleton, Typography } from '@mui/material';
import {
  ADMIN_VISIBLE_STATUSES,
  PRIMARY_COLOR,
  STATUS_COLORS,
  statusLabel,
  type TAdminStatusCounts,
  type TAdminVisibleStatus,
} from '@docapply/contracts';

type TStatusCountsProps = {
  counts: TAdminStatusCounts | undefined;
  selected: readonly TAdminVisibleStatus[];
  onChange: (statuses: TAdminVisibleStatus[]) => void;
};

type TCountCardProps = {
  label: string;
  count: number | undefined;
  color: string;
  isPressed: boolean;
  onClick: () => void;
};

function CountCard({ label, count, color, isPressed, onClick }: TCountCardProps) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-pressed={isPressed}
      focusRipple
      sx={{
        display: 'block',
        textAlign: 'left',
        borderRadius: 2,
        border: 1,
        borderColor: isPressed ? color : 'divider',
        borderLeft: `6px solid ${color}`,
        bgcolor: isPressed ? `${color}14` : 'background.paper',
        px: 4,
        py: 3,
        boxShadow: isPressed ? `inset 0 0 0 1px ${color}` : 'none',
        '&:hover': { borderColor: color },
      }}
    >
      <Typography
        component="span"
        sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}
      >
        {count === undefined ? <Skeleton width={32} aria-hidden /> : count}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block', color, fontWeight: 600 }}>
        {label}
      </Typography>
    </ButtonBase>
  );
}

/** Applications per status in the status colours; each card filters the queue by its status. */
export function StatusCounts({ counts, selected, onChange }: TStatusCountsProps) {
  const toggle = (status: TAdminVisibleStatus) =>
    onChange(selected.includes(status) ? selected.filter((s) => s !== status) : [...selected, status]);
  return (
    <Box
      role="group"
      aria-label="Filter by status"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' },
      }}
    >
      <CountCard
        label="All"
        count={counts?.total}
        color={PRIMARY_COLOR}
        isPressed={selected.length === 0}
        onClick={() => onChange([])}
      />
      {ADMIN_VISIBLE_STATUSES.map((status) => (
        <CountCard
          key={status}
          label={statusLabel(status)}
          count={counts?.data[status]}
          color={STATUS_COLORS[status]}
          isPressed={selected.includes(status)}
          onClick={() => toggle(status)}
        />
      ))}
    </Box>
  );
}
