import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { AttachFileField } from '@/components/attach-file-field';
import { useAddAgreement, type TAddAgreementInput } from '../api/agreements';
import {
  AGREEMENT_FIELD_NAMES,
  AGREEMENT_ROWS,
  ZAgreementForm,
  createAgreementValues,
  type TAgreementFormValues,
} from './agreement-form';

const resolver = zodResolver(ZAgreementForm) as unknown as Resolver<
  TAgreementFormValues,
  unknown,
  TAddAgreementInput
>;

/** A signed telemedicine agreement with a distant-site hospital, recorded with its PDF in one request. */
export function AddAgreementDialog({ hospitalId, onClose }: { hospitalId: string; onClose: () => void }) {
  const { showAlert } = useAlert();
  const add = useAddAgreement(hospitalId);
  const form = useForm<TAgreementFormValues, unknown, TAddAgreementInput>({
    resolver,
    defaultValues: createAgreementValues(),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: AGREEMENT_FIELD_NAMES,
    onSubmit: async (input) => {
      await add.mutateAsync(input);
      showAlert({ type: 'success', message: `Agreement with ${input.distantSiteName} added.` });
      onClose();
    },
  });
  const control = form.control as unknown as Control<TAgreementFormValues>;
  return (
    <FormDialog
      title="Add a telemedicine agreement"
      intro="The written agreement under which your board may rely on the distant site's privileging decisions. The doctor never sees it."
      submitLabel="Save agreement"
      isPending={add.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid
        control={control}
        onValidityChange={onValidityChange}
        rows={AGREEMENT_ROWS}
        sx={{ pt: 2 }}
      >
        <Grid size={12}>
          <AttachFileField
            control={control}
            name="agreement"
            label="Signed agreement"
            hint="The agreement as both hospitals signed it: a PDF, up to 10 MB"
            attachLabel="Attach the agreement"
            inputLabel="Signed agreement file"
            accept=".pdf,application/pdf"
          />
        </Grid>
      </FormFieldGrid>
    </FormDialog>
  );
}
