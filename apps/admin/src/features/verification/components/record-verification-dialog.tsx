import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import type { TVerificationItem } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { AttachFileField } from '@/components/attach-file-field';
import { useRecordVerification, type TRecordVerificationInput } from '../api/record-verification';
import {
  RECORD_FIELD_NAMES,
  RECORD_ROWS,
  ZRecordForm,
  toRecordValues,
  type TRecordFormValues,
} from './record-verification-form';

// The schema reads the text values into the request's fields (an empty reference or note: null).
const resolver = zodResolver(ZRecordForm) as unknown as Resolver<
  TRecordFormValues,
  unknown,
  TRecordVerificationInput
>;

type TRecordVerificationDialogProps = {
  applicationId: string;
  item: TVerificationItem;
  /** Cancelled or saved: the dialog closes and focus goes back to the button that opened it. */
  onClose: () => void;
};

/**
 * A verification recorded by hand: the result, where and when it was checked, the source's
 * reference and the evidence, in one request. The server's field messages land on the fields.
 */
export function RecordVerificationDialog({ applicationId, item, onClose }: TRecordVerificationDialogProps) {
  const { showAlert } = useAlert();
  const record = useRecordVerification(applicationId, item.id);
  const form = useForm<TRecordFormValues, unknown, TRecordVerificationInput>({
    resolver,
    defaultValues: toRecordValues(item),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: RECORD_FIELD_NAMES,
    onSubmit: async (input) => {
      await record.mutateAsync(input);
      showAlert({ type: 'success', message: `Verification of ${item.label} recorded.` });
      onClose();
    },
  });
  // FormField reads and writes the text values; the file has its own field.
  const control = form.control as unknown as Control<TRecordFormValues>;
  return (
    <FormDialog
      title={`Record verification: ${item.label}`}
      intro={item.detail ? `The application says: ${item.detail}` : undefined}
      submitLabel="Save verification"
      isPending={record.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={control} onValidityChange={onValidityChange} rows={RECORD_ROWS} sx={{ pt: 2 }}>
        <Grid size={12}>
          <AttachFileField
            control={control}
            name="evidence"
            label="Evidence (optional)"
            hint="A screenshot of the look-up or the letter: PDF, PNG or JPEG, up to 10 MB"
            attachLabel="Attach evidence"
            inputLabel="Evidence file"
          />
        </Grid>
      </FormFieldGrid>
    </FormDialog>
  );
}
