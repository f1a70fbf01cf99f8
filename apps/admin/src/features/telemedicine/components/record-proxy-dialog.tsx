import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import type { TApplicationTelemedicine } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { AttachFileField } from '@/components/attach-file-field';
import { PrivilegeCheckboxes } from '@/components/privilege-checkboxes';
import { useRecordProxy, type TRecordProxyInput } from '../api/proxy';
import {
  PROXY_FIELD_NAMES,
  ZProxyForm,
  createProxyRows,
  createProxyValues,
  type TProxyFormValues,
} from './proxy-form';

const resolver = zodResolver(ZProxyForm) as unknown as Resolver<TProxyFormValues, unknown, TRecordProxyInput>;

type TRecordProxyDialogProps = { applicationId: string; data: TApplicationTelemedicine; onClose: () => void };

/** The distant site's decision, recorded (or replaced) with its PDF in one request. */
export function RecordProxyDialog({ applicationId, data, onClose }: TRecordProxyDialogProps) {
  const { showAlert } = useAlert();
  const record = useRecordProxy(applicationId);
  const form = useForm<TProxyFormValues, unknown, TRecordProxyInput>({
    resolver,
    defaultValues: createProxyValues(data),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: PROXY_FIELD_NAMES,
    onSubmit: async (input) => {
      await record.mutateAsync(input);
      showAlert({ type: 'success', message: 'Distant site’s decision recorded.' });
      onClose();
    },
  });
  const control = form.control as unknown as Control<TProxyFormValues>;
  return (
    <FormDialog
      title={data.proxy ? 'Replace the distant site’s decision' : 'Record the distant site’s decision'}
      intro="The privileging decision the distant-site hospital made under your agreement. Your board will grant only what it granted. The doctor never sees it."
      submitLabel="Save decision"
      isPending={record.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid
        control={control}
        onValidityChange={onValidityChange}
        rows={createProxyRows(data.agreements)}
        sx={{ pt: 2 }}
      >
        <Grid size={12}>
          <PrivilegeCheckboxes
            control={control}
            name="grantedPrivilegeIds"
            label="Privileges the distant site granted"
            requested={data.requested.map((one) => ({ ...one, id: one.privilegeId }))}
          />
        </Grid>
        <Grid size={12}>
          <AttachFileField
            control={control}
            name="decision"
            label="Distant site’s decision"
            hint="The decision as the distant site issued it: a PDF, up to 10 MB"
            attachLabel="Attach the decision"
            inputLabel="Distant site’s decision file"
            accept=".pdf,application/pdf"
          />
        </Grid>
      </FormFieldGrid>
    </FormDialog>
  );
}
