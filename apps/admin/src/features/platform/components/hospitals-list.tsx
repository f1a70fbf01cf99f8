import { Button, Stack, Switch, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TPlatformHospital } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { ListTitle, ResponsiveList } from '@/components/responsive-list';
import { useUpdateHospital } from '../api/update-hospital';

/** Hospitals with their counts; the switch opens or closes one to new applications at once. */
export function HospitalsList({
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
    <ResponsiveList
      label="Hospitals"
      items={hospitals}
      title={{
        header: 'Hospital',
        render: (hospital) => (
          <ListTitle
            name={hospital.name}
            detail={
              <>
                {hospital.city}, {hospital.state}
              </>
            }
          />
        ),
      }}
      columns={[
        { header: 'Admins', render: (hospital) => hospital.adminCount, align: 'right' },
        { header: 'Applications', render: (hospital) => hospital.applicationCount, align: 'right' },
        { header: 'Min. references', render: (hospital) => hospital.minReferences, align: 'right' },
        {
          header: 'Open to applications',
          render: (hospital) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Switch
                checked={hospital.isOpen}
                disabled={updateHospital.isPending && updateHospital.variables.id === hospital.id}
                onChange={(_event, checked) => setOpen(hospital, checked)}
                slotProps={{ input: { 'aria-label': `${hospital.name} is open to applications` } }}
              />
              <Typography variant="body2" aria-hidden>
                {hospital.isOpen ? 'Open' : 'Closed'}
              </Typography>
            </Stack>
          ),
        },
      ]}
      actions={(hospital) => (
        <Button
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={() => onEdit(hospital)}
          aria-label={`Edit ${hospital.name}`}
        >
          Edit
        </Button>
      )}
    />
  );
}
