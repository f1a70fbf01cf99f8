import { useState } from 'react';
import { Box } from '@mui/material';
import { PLATFORM_MESSAGES, type TPlatformAdmin } from '@docapply/contracts';
import { FormDialog, isApiError, useAlert } from '@docapply/ui';
import { useUpdateAdmin } from '../api/update-admin';
import { HospitalPicker } from './hospital-picker';

/** Changes which hospitals an administrator reviews for. */
export function AdminHospitalsDialog({ admin, onClose }: { admin: TPlatformAdmin; onClose: () => void }) {
  const { showAlert, showApiError } = useAlert();
  const updateAdmin = useUpdateAdmin();
  const [hospitalIds, setHospitalIds] = useState(admin.hospitals.map((hospital) => hospital.id));
  const [error, setError] = useState<string | undefined>();
  const name = `${admin.name.first} ${admin.name.last}`;

  const save = async () => {
    if (hospitalIds.length === 0) {
      setError(PLATFORM_MESSAGES.chooseHospital);
      return;
    }
    try {
      await updateAdmin.mutateAsync({ id: admin.id, body: { hospitalIds } });
      showAlert({ type: 'success', message: `${name}'s hospitals were saved.` });
      onClose();
    } catch (caught) {
      const fieldError = isApiError(caught) ? caught.fields?.hospitalIds : undefined;
      if (fieldError) {
        setError(fieldError);
      } else {
        showApiError(caught);
      }
    }
  };

  return (
    <FormDialog
      title={`Hospitals for ${name}`}
      submitLabel="Save"
      isPending={updateAdmin.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <Box sx={{ pt: 2 }}>
        <HospitalPicker
          value={hospitalIds}
          onChange={(next) => {
            setHospitalIds(next);
            setError(undefined);
          }}
          error={error}
        />
      </Box>
    </FormDialog>
  );
}
