import { Link as RouterLink } from 'react-router';
import { Link, Typography } from '@mui/material';
import { FPPE_METHOD_LABELS, FPPE_TRIGGER_LABELS, type TFppeSummary } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';
import { paths } from '@/config/paths';
import { ResponsiveList, type TListColumn } from '@/components/responsive-list';
import { describeProgress } from '../lib/fppe-words';
import { DueDate, FppeState } from './fppe-status';

const PRACTITIONER: TListColumn<TFppeSummary> = {
  header: 'Practitioner',
  cellSx: { minWidth: 160 },
  render: (fppe) => (
    <Link component={RouterLink} to={paths.fppe.getHref(fppe.id)} sx={{ fontWeight: 600 }}>
      {fppe.practitioner.name}
    </Link>
  ),
};

const COLUMNS: TListColumn<TFppeSummary>[] = [
  { header: 'Privilege', render: (fppe) => fppe.privilege.name, cellSx: { minWidth: 160 } },
  { header: 'Department', render: (fppe) => fppe.privilege.department },
  { header: 'Trigger', render: (fppe) => FPPE_TRIGGER_LABELS[fppe.trigger] },
  { header: 'Method', render: (fppe) => FPPE_METHOD_LABELS[fppe.method] },
  {
    header: 'Progress',
    render: (fppe) => (
      <>
        {describeProgress(fppe)}
        {fppe.concerns > 0 ? (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            {formatCount(fppe.concerns, 'concern')}
          </Typography>
        ) : null}
      </>
    ),
  },
  { header: 'Due', render: (fppe) => <DueDate fppe={fppe} /> },
  { header: 'State', render: (fppe) => <FppeState fppe={fppe} /> },
];

/** The FPPEs: a table on a desktop, cards on a phone; the practitioner's name opens each. */
export function FppeList({ items }: { items: TFppeSummary[] }) {
  return (
    <ResponsiveList
      label="Focused professional practice evaluations"
      items={items}
      title={PRACTITIONER}
      columns={COLUMNS}
    />
  );
}
