import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TPlatformAdmin } from '@docapply/contracts';
import { AdminStatusChip } from './admin-status-chip';
import { VisuallyHidden } from './visually-hidden';

type TAdminsTableProps = {
  admins: TPlatformAdmin[];
  busyId: string | null;
  onEditHospitals: (admin: TPlatformAdmin) => void;
  onDisable: (admin: TPlatformAdmin) => void;
  onEnable: (admin: TPlatformAdmin) => void;
};

/** Hospital admin accounts: who, where, their state, and what can be done. */
export function AdminsTable({ admins, busyId, onEditHospitals, onDisable, onEnable }: TAdminsTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Hospital admin accounts">
        <TableHead>
          <TableRow>
            <TableCell>Admin</TableCell>
            <TableCell>Hospitals</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((admin) => {
            const name = `${admin.name.first} ${admin.name.last}`;
            return (
              <TableRow key={admin.id} hover>
                <TableCell component="th" scope="row" sx={{ maxWidth: 260 }}>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {admin.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  {admin.hospitals.length > 0
                    ? admin.hospitals.map((hospital) => hospital.name).join(', ')
                    : '—'}
                </TableCell>
                <TableCell>
                  <AdminStatusChip admin={admin} />
                </TableCell>
                <TableCell align="right">
                  <Stack
                    direction={{ xs: 'column', md: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'flex-end' }}
                  >
                    <Button
                      size="small"
                      onClick={() => onEditHospitals(admin)}
                      aria-label={`Hospitals for ${name}`}
                    >
                      Hospitals
                    </Button>
                    {admin.isDisabled ? (
                      <Button
                        size="small"
                        onClick={() => onEnable(admin)}
                        disabled={busyId === admin.id}
                        aria-label={`Enable ${name}`}
                      >
                        Enable
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onDisable(admin)}
                        disabled={busyId === admin.id}
                        aria-label={`Disable ${name}`}
                      >
                        Disable
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
