import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Alert, Link, Stack } from '@mui/material';
import type { TGrantTemporaryPrivilegesRequest, TTemporaryPrivilegeList } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, isApiError, useAlert, useFormSubmit } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useGrantTemporaryPrivileges } from '../api/temporary-privileges';
import {
  GRANT_FIELD_NAMES,
  createGrantRows,
  createGrantValues,
  grantResolver,
  type TGrantFormValues,
} from './grant-form';
import { PrivilegeCheckboxes } from './privilege-checkboxes';

type TGrantDialogProps = {
  applicationId: string;
  list: TTemporaryPrivilegeList;
  onClose: () => void;
};

/**
 * "Grant temporary privileges": which of the requested privileges, on which basis, why, and from
 * when to when. The grant is signed: without a fresh second factor the server refuses it, and the
 * dialog says so, with the way to the account's security page, keeping what was typed.
 */
export function GrantDialog({ applicationId, list, onClose }: TGrantDialogProps) {
  const { showAlert } = useAlert();
  const grant = useGrantTemporaryPrivileges(applicationId);
  const [stepUpMessage, setStepUpMessage] = useState<string | null>(null);
  const form = useForm<TGrantFormValues, unknown, TGrantTemporaryPrivilegesRequest>({
    resolver: grantResolver,
    defaultValues: createGrantValues(),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: GRANT_FIELD_NAMES,
    onSubmit: async (body) => {
      setStepUpMessage(null);
      try {
        await grant.mutateAsync(body);
      } catch (error) {
        if (isApiError(error) && error.code === 'STEP_UP_REQUIRED') {
          setStepUpMessage(error.message);
          return;
        }
        throw error;
      }
      showAlert({ type: 'success', message: 'Temporary privileges granted. The doctor has been emailed.' });
      onClose();
    },
  });
  const control = form.control as unknown as Control<TGrantFormValues>;
  return (
    <FormDialog
      title="Grant temporary privileges"
      intro={`For an urgent patient-care need, or a complete, clean application awaiting the committee. They last at most ${list.maxDays} days and end when the application is decided.`}
      submitLabel="Grant"
      isPending={grant.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      {stepUpMessage ? (
        <Alert severity="warning" sx={{ mb: 4 }}>
          {stepUpMessage} Confirm it is you on{' '}
          <Link component={RouterLink} to={paths.security.getHref()} target="_blank" rel="noopener">
            your account’s security page (opens in a new tab)
          </Link>
          , then grant again.
        </Alert>
      ) : null}
      <Stack spacing={4} sx={{ pt: 2 }}>
        <PrivilegeCheckboxes control={control} requested={list.requested} />
        <FormFieldGrid
          control={control}
          onValidityChange={onValidityChange}
          rows={createGrantRows(list.maxDays)}
        />
      </Stack>
    </FormDialog>
  );
}
