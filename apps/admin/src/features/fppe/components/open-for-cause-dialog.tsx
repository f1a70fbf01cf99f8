import { useEffect } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Stack } from '@mui/material';
import type { TOpenForCauseRequest } from '@docapply/contracts';
import { FactList, FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useOpenForCause } from '../api/get-fppe-list';
import {
  FOR_CAUSE_FIELD_NAMES,
  createForCauseRows,
  createForCauseValues,
  forCauseResolver,
  type TForCauseSubject,
  type TForCauseValues,
} from '../lib/for-cause-form';

type TOpenForCauseDialogProps = {
  hospitalId: string;
  /** The practitioners' privileges to choose from; or `subject`, the one it is opened on. */
  subjects?: TForCauseSubject[];
  subject?: TForCauseSubject;
  onClose: () => void;
};

/**
 * "Open for-cause FPPE": on a privilege the practitioner holds, after a complaint, an outcome or an
 * OPPE review; the reason stays with the office and the committees. Opens the new FPPE's page.
 */
export function OpenForCauseDialog({
  hospitalId,
  subjects = [],
  subject,
  onClose,
}: TOpenForCauseDialogProps) {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const open = useOpenForCause(hospitalId);
  const form = useForm<TForCauseValues, unknown, TOpenForCauseRequest>({
    resolver: forCauseResolver,
    defaultValues: createForCauseValues(subject),
  });
  const control = form.control as unknown as Control<TForCauseValues>;
  const doctorId = useWatch({ control, name: 'doctorId' });
  const { setValue } = form;
  // Another practitioner: the privilege chosen was the previous one's.
  useEffect(() => {
    if (!subject) {
      setValue('privilegeKey', '');
    }
  }, [doctorId, subject, setValue]);
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FOR_CAUSE_FIELD_NAMES,
    onSubmit: async (body) => {
      const detail = await open.mutateAsync(body);
      showAlert({ type: 'success', message: 'For-cause FPPE opened. Add its evaluators next.' });
      onClose();
      void navigate(paths.fppe.getHref(detail.id));
    },
  });
  return (
    <FormDialog
      title="Open for-cause FPPE"
      intro="A focused evaluation of a privilege the practitioner holds, after a trigger. The practitioner sees the plan, never the reason."
      submitLabel="Open FPPE"
      isPending={open.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={4} sx={{ pt: 2 }}>
        {subject ? (
          <FactList
            facts={[
              ['Practitioner', subject.practitioner.name],
              ['Privilege', `${subject.privilege.name} (${subject.privilege.department})`],
            ]}
          />
        ) : null}
        <FormFieldGrid
          control={control}
          onValidityChange={onValidityChange}
          rows={createForCauseRows(subject ? null : subjects, doctorId)}
        />
      </Stack>
    </FormDialog>
  );
}
