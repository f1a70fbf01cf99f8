import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TEMPORARY_PRIVILEGE_REASON_MAX,
  ZEndTemporaryPrivilegesRequest,
  type TEndTemporaryPrivilegesRequest,
  type TFieldDescriptor,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { useEndTemporaryPrivileges } from '../api/temporary-privileges';

const REASON: TFieldDescriptor & { name: 'reason' } = {
  name: 'reason',
  type: 'textarea',
  label: 'Reason',
  required: true,
  rows: 3,
  helperText: `Up to ${TEMPORARY_PRIVILEGE_REASON_MAX} characters. The doctor is told they ended, not why.`,
};
const resolver = zodResolver(ZEndTemporaryPrivilegesRequest);

/** "End now": the grant ends today, with the reason; the doctor is emailed. */
export function EndDialog({
  applicationId,
  grantId,
  onClose,
}: {
  applicationId: string;
  grantId: string;
  onClose: () => void;
}) {
  const { showAlert } = useAlert();
  const end = useEndTemporaryPrivileges(applicationId);
  const form = useForm<TEndTemporaryPrivilegesRequest>({ resolver, defaultValues: { reason: '' } });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['reason'],
    onSubmit: async (body) => {
      await end.mutateAsync({ grantId, body });
      showAlert({ type: 'success', message: 'Temporary privileges ended. The doctor has been emailed.' });
      onClose();
    },
  });
  return (
    <FormDialog
      title="End temporary privileges now"
      intro="They stop today, before their last day."
      submitLabel="End now"
      submitColor="error"
      isPending={end.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid
        control={form.control}
        onValidityChange={onValidityChange}
        rows={[[REASON]]}
        sx={{ pt: 2 }}
      />
    </FormDialog>
  );
}
