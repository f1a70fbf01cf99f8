import { Button } from '@mui/material';
import type { TPlatformAdmin } from '@docapply/contracts';
import { EmailText } from '@/components/email-text';
import { ListTitle, ResponsiveList } from '@/components/responsive-list';
import { AdminStatusChip } from './admin-status-chip';

type TAdminsListProps = {
  admins: TPlatformAdmin[];
  busyId: string | null;
  onEditHospitals: (admin: TPlatformAdmin) => void;
  onDisable: (admin: TPlatformAdmin) => void;
  onEnable: (admin: TPlatformAdmin) => void;
};

function getName(admin: TPlatformAdmin): string {
  return `${admin.name.first} ${admin.name.last}`;
}

/** Hospital admin accounts: who, where, their state, and what can be done. */
export function AdminsList({ admins, busyId, onEditHospitals, onDisable, onEnable }: TAdminsListProps) {
  return (
    <ResponsiveList
      label="Hospital admin accounts"
      items={admins}
      title={{
        header: 'Admin',
        // Wide enough that an address breaks at its dots and dashes, not every few letters.
        cellSx: { minWidth: 220, maxWidth: 300 },
        render: (admin) => <ListTitle name={getName(admin)} detail={<EmailText email={admin.email} />} />,
      }}
      columns={[
        {
          header: 'Hospitals',
          render: (admin) =>
            admin.hospitals.length > 0 ? admin.hospitals.map((hospital) => hospital.name).join(', ') : '—',
        },
        { header: 'Status', render: (admin) => <AdminStatusChip admin={admin} /> },
      ]}
      actions={(admin) => (
        <>
          <Button
            size="small"
            onClick={() => onEditHospitals(admin)}
            aria-label={`Hospitals for ${getName(admin)}`}
          >
            Hospitals
          </Button>
          {admin.isDisabled ? (
            <Button
              size="small"
              onClick={() => onEnable(admin)}
              disabled={busyId === admin.id}
              aria-label={`Enable ${getName(admin)}`}
            >
              Enable
            </Button>
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => onDisable(admin)}
              disabled={busyId === admin.id}
              aria-label={`Disable ${getName(admin)}`}
            >
              Disable
            </Button>
          )}
        </>
      )}
    />
  );
}
