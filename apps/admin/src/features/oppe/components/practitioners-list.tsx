import { Link as RouterLink } from 'react-router';
import { Chip, Link, Typography } from '@mui/material';
import { OPPE_CONCLUSION_LABELS, type TOppePractitionerList } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';
import { paths } from '@/config/paths';
import { ListTitle, ResponsiveList, type TListColumn } from '@/components/responsive-list';

type TPractitioner = TOppePractitionerList['data'][number] & { id: string };
type TPractitionersListProps = { hospitalId: string; list: TOppePractitionerList };

/** The cycle's practitioners, the most flagged first: name (the link to the report), values, flags, conclusion. */
export function PractitionersList({ hospitalId, list }: TPractitionersListProps) {
  if (list.data.length === 0) {
    return (
      <Typography color="text.secondary">
        No values in this cycle yet. Import a CSV of the quality report, or type values in on a report.
      </Typography>
    );
  }
  const items = list.data.map((practitioner) => ({ ...practitioner, id: practitioner.doctorId }));
  const title: TListColumn<TPractitioner> = {
    header: 'Practitioner',
    render: (practitioner) => (
      <ListTitle
        name={
          <Link
            component={RouterLink}
            to={paths.oppeReport.getHref(hospitalId, list.cycle.id, practitioner.doctorId)}
            sx={{ fontWeight: 600 }}
          >
            {practitioner.name}
          </Link>
        }
        detail={practitioner.npi ? `NPI ${practitioner.npi}` : 'No NPI'}
      />
    ),
  };
  const columns: TListColumn<TPractitioner>[] = [
    { header: 'Values', render: (practitioner) => formatCount(practitioner.valueCount, 'value') },
    {
      header: 'Flagged',
      render: (practitioner) =>
        practitioner.flaggedCount > 0 ? (
          <Chip size="small" color="error" label={`${practitioner.flaggedCount} flagged`} />
        ) : (
          'None'
        ),
    },
    {
      header: 'Conclusion',
      render: (practitioner) =>
        practitioner.conclusion ? OPPE_CONCLUSION_LABELS[practitioner.conclusion] : 'Not concluded yet',
    },
  ];
  return <ResponsiveList label="Practitioners in this cycle" items={items} title={title} columns={columns} />;
}
