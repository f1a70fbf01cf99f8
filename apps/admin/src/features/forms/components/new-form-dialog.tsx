import { Grid } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZCreateFormRequest, type TFieldDescriptor } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { PractitionerTypesField } from '@/components/practitioner-types-field';
import { paths } from '@/config/paths';
import { useCreateForm } from '../api/create-form';
import { FORM_OFFERED_TO } from './form-labels';

const ZNewFormValues = ZCreateFormRequest.pick({ title: true }).extend({
  practitionerTypes: ZCreateFormRequest.shape.practitionerTypes.unwrap(),
});
type TNewFormValues = z.infer<typeof ZNewFormValues>;

const TITLE_FIELD = {
  name: 'title',
  type: 'text',
  label: 'Title',
  required: true,
  helperText: 'What doctors read, e.g. "Cardiac catheterisation privileges"',
} satisfies TFieldDescriptor & { name: keyof TNewFormValues };

type TNewFormDialogProps = { hospitalId: string; hospitalName: string; onClose: () => void };

/** Starts a privilege form (a draft of version 1) and opens it in the editor. */
export function NewFormDialog({ hospitalId, hospitalName, onClose }: TNewFormDialogProps) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const createForm = useCreateForm(hospitalId);
  const form = useForm<TNewFormValues>({
    resolver: zodResolver(ZNewFormValues),
    defaultValues: { title: '', practitionerTypes: [] },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['title', 'practitionerTypes'],
    onSubmit: async ({ title, practitionerTypes }) => {
      const created = await createForm.mutateAsync({ kind: 'privilege', title, practitionerTypes });
      showAlert({ type: 'success', message: `${created.title} was created as a draft.` });
      await navigate(paths.form.getHref(hospitalId, created.key));
    },
  });
  return (
    <FormDialog
      title="New privilege form"
      intro={`The questions doctors answer when they ask for a privilege at ${hospitalName}. It starts as a draft; doctors see it once you publish it and a privilege uses it.`}
      submitLabel="Create and edit"
      isPending={createForm.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={[[TITLE_FIELD]]}>
        <Grid size={12}>
          <PractitionerTypesField control={form.control} name="practitionerTypes" wording={FORM_OFFERED_TO} />
        </Grid>
      </FormFieldGrid>
    </FormDialog>
  );
}
