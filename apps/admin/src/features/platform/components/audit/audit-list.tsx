import { Typography } from '@mui/material';
import {
  getAuditEntityLabel,
  getPlatformAuditActionLabel,
  type TPlatformAuditEntry,
} from '@docapply/contracts';
import { NO_VALUE, formatMoment } from '@docapply/ui';
import { ResponsiveList, type TListColumn } from '@/components/responsive-list';
import { AuditChange } from './audit-change';

/** Who made the change: the account as it was then, or the person without one a row names. */
function describeActor(entry: TPlatformAuditEntry): string {
  if (entry.actorLabel) {
    return entry.actorLabel;
  }
  const by = entry.data?.by as { name?: string; email?: string } | undefined;
  if (by?.name || by?.email) {
    return `${by.name ?? ''} <${by.email ?? ''}> (no account)`.trim();
  }
  return entry.actorId ? 'Deleted account' : 'DocApply (no person)';
}

const COLUMNS: TListColumn<TPlatformAuditEntry>[] = [
  {
    header: 'Who',
    render: describeActor,
    cellSx: { minWidth: 180, maxWidth: 260, overflowWrap: 'anywhere' },
  },
  { header: 'Action', render: (entry) => getPlatformAuditActionLabel(entry.action) },
  { header: 'Entity', render: (entry) => getAuditEntityLabel(entry.entity) },
  { header: 'Hospital', render: (entry) => entry.hospitalName ?? NO_VALUE },
  {
    header: 'Before → after',
    render: (entry) => <AuditChange before={entry.before} after={entry.after} />,
    cellSx: { minWidth: 240, maxWidth: 420 },
  },
  { header: 'IP', render: (entry) => entry.ip ?? NO_VALUE },
];

/** The trail's rows, newest first: a table on wide screens, a card per change on a phone. */
export function AuditList({ entries }: { entries: TPlatformAuditEntry[] }) {
  return (
    <ResponsiveList
      label="Audit trail"
      items={entries}
      title={{
        header: 'Date',
        cellSx: { whiteSpace: 'nowrap' },
        render: (entry) => (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {formatMoment(entry.createdAt)}
          </Typography>
        ),
      }}
      columns={COLUMNS}
    />
  );
}
