import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Stack } from '@mui/material';
import {
  PROFILE_FILE_SCOPE,
  type TFieldDescriptor,
  type TRenewalDocument,
  type TRenewalResult,
} from '@docapply/contracts';
import { MESSAGES, todayString, validateRenewedExpiry } from '@docapply/rules';
import { FormField, showFormError, useAlert, useFieldValidity } from '@docapply/ui';
import { KnownFilesProvider } from '@/components/documents/known-files';
import { UploadField } from '@/components/documents/upload-field';
import { useRenewDocument } from '../api/renew-document';

type TRenewalForm = { fileId: string; expiresOn: string };
const FIELD_NAMES: (keyof TRenewalForm)[] = ['fileId', 'expiresOn'];
const NO_FILES: never[] = [];
const DATE_FIELD = {
  name: 'expiresOn',
  type: 'date',
  label: 'New expiry date',
  required: true,
  past: false,
  future: true,
} satisfies TFieldDescriptor & { name: keyof TRenewalForm };

/** The same rules as the server's: a file, and a real date after today and after the current one. */
function createSchema(current: string) {
  return z.object({
    fileId: z.string().min(1, MESSAGES.required),
    expiresOn: z.string().superRefine((value, context) => {
      const message = validateRenewedExpiry(value, { current, today: todayString() });
      if (message) {
        context.addIssue({ code: 'custom', message });
      }
    }),
  });
}

type TRenewalFormProps = { document: TRenewalDocument; onRenewed: (result: TRenewalResult) => void };

/**
 * The renewed copy (uploaded to the doctor's own documents as soon as it is chosen, then placed in
 * each application by the save) and its new expiry date.
 */
export function RenewalForm({ document, onRenewed }: TRenewalFormProps) {
  const renew = useRenewDocument(document.applicationId);
  const { showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const resolver = useMemo(() => zodResolver(createSchema(document.expiresOn)), [document.expiresOn]);
  const { control, handleSubmit, setError } = useForm<TRenewalForm>({
    resolver,
    defaultValues: { fileId: '', expiresOn: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (hasInvalidField()) {
      return;
    }
    renew.mutate(
      { document: document.documentKey, ...values },
      {
        onSuccess: onRenewed,
        onError: (error) => showFormError(error, setError, FIELD_NAMES, showApiError),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`Renew ${document.label}`}>
      <Stack spacing={5}>
        <KnownFilesProvider scope={PROFILE_FILE_SCOPE} files={NO_FILES}>
          <Controller
            control={control}
            name="fileId"
            render={({ field, fieldState }) => (
              <UploadField
                label="Renewed document"
                isRequired
                helperText={fieldState.error?.message ?? 'A copy of the renewed document.'}
                hasError={Boolean(fieldState.error)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </KnownFilesProvider>
        <FormField control={control} field={DATE_FIELD} onValidityChange={onValidityChange} />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={renew.isPending}>
            Save renewal
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
