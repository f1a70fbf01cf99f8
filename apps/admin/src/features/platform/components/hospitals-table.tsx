import {
  Button,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TPlatformHospital } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { useUpdateHospital } from '../api/update-hospital';
import { VisuallyHidden } from './visually-hidden';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Hospitals with their counts; the switch opens or closes one to new applications at once. */
export function HospitalsTable({
  hospitals,
  onEdit,
}: {
  hospitals: TPlatformHospital[];
  onEdit: (hospital: TPlatformHospital) => void;
}) {
  const { showAlert, showApiError } = useAlert();
  const updateHospital = useUpdateHospital();

  const setOpen = (hospital: TPlatformHospital, isOpen: boolean) => {
    updateHospital.mutate(
      { id: hospital.id, body: { isOpen } },
      {
        onSuccess: () =>
          showAlert({
            type: 'success',
            message: isOpen
              ? `${hospital.name} is open to applications.`
              : `${hospital.name} is closed to new applications. Its applications stay.`,
          }),
        onError: (error) => showApiError(error),
      },
    );
  };

  return (
    <TableContainer>
      <Table aria-label="Hospitals">
        <TableHead>
          <TableRow>
            <TableCell>Hospital</TableCell>
            <TableCell align="right">Admins</TableCell>
            <TableCell align="right">Applications</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Min. references
            </TableCell>
            <TableCell>Open to applications</TableCell>
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hospitals.map((hospital) => {
            const isSaving = updateHospital.isPending && updateHospital.variables.id === hospital.id;
            return (
              <TableRow key={hospital.id} hover>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontWeight: 600 }}>{hospital.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {hospital.city}, {hospital.state}
                  </Typography>
                </TableCell>
                <TableCell align="right">{hospital.adminCount}</TableCell>
                <TableCell align="right">{hospital.applicationCount}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {hospital.minReferences}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Switch
                      checked={hospital.isOpen}
                      disabled={isSaving}
                      onChange={(_event, checked) => setOpen(hospital, checked)}
                      slotProps={{ input: { 'aria-label': `${hospital.name} is open to applications` } }}
                    />
                    <Typography variant="body2" aria-hidden>
                      {hospital.isOpen ? 'Open' : 'Closed'}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    startIcon={<EditOutlinedIcon />}
                    onClick={() => onEdit(hospital)}
                    aria-label={`Edit ${hospital.name}`}
                  >
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
