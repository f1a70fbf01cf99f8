import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { AttachFileField } from '@/components/attach-file-field';
import { useRecordNpdbQuery, type TRecordNpdbQueryInput } from '../api/record-npdb-query';
import {
  NPDB_FIELD_NAMES,
  ZNpdbForm,
  createNpdbValues,
  npdbRows,
  type TNpdbFormValues,
} from './record-npdb-form';

// The schema reads the text values into the request's fields (a one-time query: no enrolment days).
const resolver = zodResolver(ZNpdbForm) as unknown as Resolver<
  TNpdbFormValues,
  unknown,
  TRecordNpdbQueryInput
>;

/**
 * An NPDB query the office made, recorded with the NPDB's response (a PDF) in one request. The
 * server's field messages land on the fields.
 */
export function RecordNpdbDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const { showAlert } = useAlert();
  const record = useRecordNpdbQuery(applicationId);
  const form = useForm<TNpdbFormValues, unknown, TRecordNpdbQueryInput>({
    resolver,
    defaultValues: createNpdbValues(),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: NPDB_FIELD_NAMES,
    onSubmit: async (input) => {
      await record.mutateAsync(input);
      showAlert({ type: 'success', message: 'NPDB query recorded. Review the response to make it count.' });
      onClose();
    },
  });
  // FormField reads and writes the text values; the file has its own field.
  const control = form.control as unknown as Control<TNpdbFormValues>;
  const kind = useWatch({ control, name: 'kind' });
  return (
    <FormDialog
      title="Record an NPDB query"
      intro="The query you made in the NPDB, with the response it gave. The doctor never sees it."
      submitLabel="Save query"
      isPending={record.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid
        control={control}
        onValidityChange={onValidityChange}
        rows={npdbRows(kind)}
        sx={{ pt: 2 }}
      >
        <Grid size={12}>
          <AttachFileField
            control={control}
            name="response"
            label="NPDB response"
            hint="The response document as the NPDB gave it: a PDF, up to 10 MB"
            attachLabel="Attach the response"
            inputLabel="NPDB response file"
            accept=".pdf,application/pdf"
          />
        </Grid>
      </FormFieldGrid>
    </FormDialog>
  );
}
