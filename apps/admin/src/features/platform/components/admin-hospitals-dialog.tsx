import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { PLATFORM_MESSAGES, type TPlatformAdmin } from '@docapply/contracts';
import { isApiError, useAlert } from '@docapply/ui';
import { useUpdateAdmin } from '../api/update-admin';
import { HospitalPicker } from './hospital-picker';

/** Changes which hospitals an administrator reviews for. */
export function AdminHospitalsDialog({ admin, onClose }: { admin: TPlatformAdmin; onClose: () => void }) {
  const titleId = useId();
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id={titleId}>{`Hospitals for ${name}`}</DialogTitle>
        <DialogContent sx={{ pt: 2 }}>
          <HospitalPicker
            value={hospitalIds}
            onChange={(next) => {
              setHospitalIds(next);
              setError(undefined);
            }}
            error={error}
          />
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={updateAdmin.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
