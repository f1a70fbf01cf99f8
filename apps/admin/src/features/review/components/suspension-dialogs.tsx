import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUSPENSION_TEXT_MAX,
  ZReinstatePrivilegeRequest,
  ZSuspendPrivilegesRequest,
  type TFieldDescriptor,
  type TReinstatePrivilegeRequest,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { useSignature } from '@/hooks/use-signature';
import { useReinstatePrivilege, useSuspendPrivileges } from '../api/privilege-suspensions';

const REASON: TFieldDescriptor & { name: 'reason' } = {
  name: 'reason',
  type: 'textarea',
  label: 'Reason',
  required: true,
  rows: 3,
  helperText: `Up to ${SUSPENSION_TEXT_MAX} characters. Kept by the office; the practitioner does not see it.`,
};
const NOTE_TO_PRACTITIONER: TFieldDescriptor & { name: 'practitionerNote' } = {
  name: 'practitionerNote',
  type: 'textarea',
  label: 'Note to the practitioner',
  rows: 2,
  helperText: 'Optional. Emailed to the practitioner and shown on their appointment.',
};
const NOTE: TFieldDescriptor & { name: 'note' } = {
  name: 'note',
  type: 'textarea',
  label: 'Note',
  required: true,
  rows: 3,
  helperText: `Up to ${SUSPENSION_TEXT_MAX} characters. Kept with the suspension.`,
};

const ZSuspendForm = ZSuspendPrivilegesRequest.pick({ reason: true, practitionerNote: true });
type TSuspendForm = { reason: string; practitionerNote?: string };
const suspendResolver = zodResolver(ZSuspendForm);
const reinstateResolver = zodResolver(ZReinstatePrivilegeRequest);

type TPrivilegeRef = { id: string; name: string };
const SIGNATURE_INTRO = 'Suspending or reinstating privileges is a signature: confirm it is you first.';

/**
 * "Suspend": the privilege is suspended at once, with the office's reason (required) and what the
 * practitioner is told. Signed: without a fresh second factor "Confirm it is you" opens first.
 */
export function SuspendDialog({
  applicationId,
  privilege,
  onClose,
}: {
  applicationId: string;
  privilege: TPrivilegeRef;
  onClose: () => void;
}) {
  const { showAlert } = useAlert();
  const suspend = useSuspendPrivileges(applicationId);
  const signature = useSignature({ action: 'Suspend', intro: SIGNATURE_INTRO });
  const form = useForm<TSuspendForm>({
    resolver: suspendResolver,
    defaultValues: { reason: '', practitionerNote: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['reason', 'practitionerNote'],
    onSubmit: async (values) => {
      const body = { privilegeIds: [privilege.id], ...values };
      if ((await signature.sign(() => suspend.mutateAsync(body))) === null) {
        return;
      }
      showAlert({ type: 'success', message: 'Privilege suspended. The practitioner has been emailed.' });
      onClose();
    },
  });
  // The confirmation stays outside this form: its own submit would bubble to this one.
  return (
    <>
      <FormDialog
        title={`Suspend ${privilege.name}`}
        intro="The suspension takes effect immediately: scheduling systems are told, and the practitioner is emailed."
        submitLabel="Suspend"
        submitColor="error"
        isPending={suspend.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        <FormFieldGrid
          control={form.control}
          onValidityChange={onValidityChange}
          rows={[[REASON], [NOTE_TO_PRACTITIONER]]}
          sx={{ pt: 2 }}
        />
      </FormDialog>
      {signature.dialog}
    </>
  );
}

/** "Reinstate": the suspension ends now, with a note; the practitioner is emailed. Signed too. */
export function ReinstateDialog({
  applicationId,
  privilege,
  suspensionId,
  onClose,
}: {
  applicationId: string;
  privilege: TPrivilegeRef;
  suspensionId: string;
  onClose: () => void;
}) {
  const { showAlert } = useAlert();
  const reinstate = useReinstatePrivilege(applicationId);
  const signature = useSignature({ action: 'Reinstate', intro: SIGNATURE_INTRO });
  const form = useForm<TReinstatePrivilegeRequest>({
    resolver: reinstateResolver,
    defaultValues: { note: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['note'],
    onSubmit: async (body) => {
      if ((await signature.sign(() => reinstate.mutateAsync({ suspensionId, body }))) === null) {
        return;
      }
      showAlert({ type: 'success', message: 'Privilege reinstated. The practitioner has been emailed.' });
      onClose();
    },
  });
  return (
    <>
      <FormDialog
        title={`Reinstate ${privilege.name}`}
        intro="The practitioner may exercise the privilege again from now."
        submitLabel="Reinstate"
        isPending={reinstate.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        <FormFieldGrid
          control={form.control}
          onValidityChange={onValidityChange}
          rows={[[NOTE]]}
          sx={{ pt: 2 }}
        />
      </FormDialog>
      {signature.dialog}
    </>
  );
}
