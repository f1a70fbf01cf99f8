import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TPickedPrivilege, TSaveFormResponseResult } from '@docapply/contracts';
import { AutosavedForm } from '@/components/response-form/autosaved-form';
import { useFormVersion } from '../api/get-form';
import { useFormResponse } from '../api/get-form-response';

type TOnSaved = (saved: TSaveFormResponseResult) => void;
type TPrivilegeFormBodyProps = { formId: string; formResponseId: string; onSaved: TOnSaved };

function PrivilegeFormBody({ formId, formResponseId, onSaved }: TPrivilegeFormBodyProps) {
  const form = useFormVersion(formId);
  const response = useFormResponse(formResponseId);
  if (form.isPending || response.isPending) {
    return <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading the questions" />;
  }
  if (!form.data || !response.data) {
    return null;
  }
  return (
    <AutosavedForm
      responseId={formResponseId}
      definition={form.data.definition}
      initialAnswers={response.data.answers}
      onSaved={onSaved}
    />
  );
}

type TPrivilegeFormDialogProps = {
  privilege: TPickedPrivilege | null;
  onClose: () => void;
  /** Each save's answer: the privilege's row shows the new percentage. */
  onSaved: TOnSaved;
};

/** A requested privilege's short form; answers save as the doctor types, closing sends the last ones. */
export function PrivilegeFormDialog({ privilege, onClose, onSaved }: TPrivilegeFormDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={privilege !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
    >
      <DialogTitle id={titleId}>{privilege ? `${privilege.name} — questions` : ''}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ py: 2 }}>
          {privilege?.formId && privilege.formResponseId ? (
            <PrivilegeFormBody
              formId={privilege.formId}
              formResponseId={privilege.formResponseId}
              onSaved={onSaved}
            />
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 6, py: 4 }}>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
