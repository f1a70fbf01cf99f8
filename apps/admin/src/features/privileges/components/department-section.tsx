import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import type { TAdminPrivilege } from '@docapply/contracts';
import { ResponsiveList } from '@/components/responsive-list';
import type { TDepartmentGroup } from '../lib/group-privileges';
import { PrivilegeCriteria, PrivilegeTitle } from './privilege-row';

type TDepartmentSectionProps = {
  group: TDepartmentGroup;
  onEdit: (privilege: TAdminPrivilege) => void;
  onHistory: (privilege: TAdminPrivilege) => void;
};

/** One department of the catalogue: its heading, then its privileges, core ones first. */
export function DepartmentSection({ group, onEdit, onHistory }: TDepartmentSectionProps) {
  const headingId = useId();
  // Rows are keyed by the privilege's key, not the version's id: a saved edit keeps its row (and
  // the Edit button focus returns to) instead of drawing a new one.
  const items = group.privileges.map((privilege) => ({ id: privilege.key, privilege }));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 3 }}>
        {group.department}
      </Typography>
      <ResponsiveList
        label={`${group.department} privileges`}
        items={items}
        title={{ header: 'Privilege', render: ({ privilege }) => <PrivilegeTitle privilege={privilege} /> }}
        columns={[
          {
            header: 'Criteria',
            render: ({ privilege }) => <PrivilegeCriteria privilege={privilege} />,
            cellSx: { minWidth: 240 },
          },
          { header: 'Form', render: ({ privilege }) => privilege.formTitle ?? 'No form' },
          { header: 'Version', render: ({ privilege }) => privilege.version, align: 'right' },
          {
            header: 'Applications',
            render: ({ privilege }) => privilege.applications,
            align: 'right',
          },
        ]}
        actions={({ privilege }) => (
          <>
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => onEdit(privilege)}
              aria-label={`Edit ${privilege.name}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              startIcon={<HistoryIcon />}
              onClick={() => onHistory(privilege)}
              aria-label={`History of ${privilege.name}`}
            >
              History
            </Button>
          </>
        )}
      />
    </Box>
  );
}
