import { useForm, type Control } from 'react-hook-form';
import { Stack } from '@mui/material';
import type { TGrantTemporaryPrivilegesRequest, TTemporaryPrivilegeList } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { useSignature } from '@/hooks/use-signature';
import { useGrantTemporaryPrivileges } from '../api/temporary-privileges';
import {
  GRANT_FIELD_NAMES,
  createGrantRows,
  createGrantValues,
  grantResolver,
  type TGrantFormValues,
} from './grant-form';
import { PrivilegeCheckboxes } from '@/components/privilege-checkboxes';

type TGrantDialogProps = {
  applicationId: string;
  list: TTemporaryPrivilegeList;
  onClose: () => void;
};

/**
 * "Grant temporary privileges": which of the requested privileges, on which basis, why, and from
 * when to when. The grant is signed: without a fresh second factor "Confirm it is you" opens over
 * the dialog, keeping what was typed, and the grant is sent again once confirmed.
 */
export function GrantDialog({ applicationId, list, onClose }: TGrantDialogProps) {
  const { showAlert } = useAlert();
  const grant = useGrantTemporaryPrivileges(applicationId);
  const signature = useSignature({
    action: 'Grant',
    intro: 'Granting privileges is a signature: confirm it is you first.',
  });
  const form = useForm<TGrantFormValues, unknown, TGrantTemporaryPrivilegesRequest>({
    resolver: grantResolver,
    defaultValues: createGrantValues(),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: GRANT_FIELD_NAMES,
    onSubmit: async (body) => {
      // Asked for a fresh second factor, "Confirm it is you" opens and the grant is sent again.
      if ((await signature.sign(() => grant.mutateAsync(body))) === null) {
        return;
      }
      showAlert({ type: 'success', message: 'Temporary privileges granted. The doctor has been emailed.' });
      onClose();
    },
  });
  const control = form.control as unknown as Control<TGrantFormValues>;
  // The confirmation stays outside the grant's form: its own submit would bubble (through the
  // portal) to the grant's form and send the grant twice.
  return (
    <>
      <FormDialog
        title="Grant temporary privileges"
        intro={`For an urgent patient-care need, or a complete, clean application awaiting the committee. They last at most ${list.maxDays} days and end when the application is decided.`}
        submitLabel="Grant"
        isPending={grant.isPending}
        onSubmit={submit}
        onClose={onClose}
        maxWidth="md"
      >
        <Stack spacing={4} sx={{ pt: 2 }}>
          <PrivilegeCheckboxes control={control} name="privilegeIds" requested={list.requested} />
          <FormFieldGrid
            control={control}
            onValidityChange={onValidityChange}
            rows={createGrantRows(list.maxDays)}
          />
        </Stack>
      </FormDialog>
      {signature.dialog}
    </>
  );
}
