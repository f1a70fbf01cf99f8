import { useState } from 'react';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { TReferenceRequest, TRequestKind, TRequestPerson } from '@docapply/contracts';
import { useAlert, useFocusOnChange } from '@docapply/ui';
import { ConfirmDialog } from '@docapply/ui';
import { useDeleteRequest } from '../../api/delete-request';
import { useRequests } from '../../api/get-requests';
import { useResendRequest } from '../../api/resend-request';
import { useSaveRequest } from '../../api/save-request';
import { REQUEST_COPY } from './request-copy';
import { RequestPersonDialog } from './request-person-dialog';
import { RequestRow } from './request-row';

type TRequestsPanelProps = {
  kind: TRequestKind;
  applicationId: string;
  isEditable: boolean;
  /** How many this application needs (the hospital's minimum references; one covering physician). */
  required: number;
};

type TDialog = { mode: 'add' } | { mode: 'replace'; request: TReferenceRequest } | null;

/** Peer references or the covering physician: name them, see each request's state, resend, replace. */
export function RequestsPanel({ kind, applicationId, isEditable, required }: TRequestsPanelProps) {
  const copy = REQUEST_COPY[kind];
  const { showAlert, showApiError } = useAlert();
  const requests = useRequests(kind, applicationId);
  const save = useSaveRequest(kind, applicationId);
  const resend = useResendRequest(kind, applicationId);
  const remove = useDeleteRequest(kind, applicationId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [removing, setRemoving] = useState<TReferenceRequest | null>(null);
  // Counts the changes that take away the button a dialog was opened from (a removed row, the
  // one covering physician named): focus then goes to this panel's heading, not to <body>.
  const [openerRemovals, setOpenerRemovals] = useState(0);
  const panelRef = useFocusOnChange<HTMLDivElement>(openerRemovals);

  const rows = requests.data ?? [];
  const canAdd = isEditable && (kind === 'reference' || rows.length === 0);
  const headingId = `${kind}-heading`;

  const submitPerson = async (person: TRequestPerson) => {
    const replaceId = dialog?.mode === 'replace' ? dialog.request.id : undefined;
    await save.mutateAsync({ person, replaceId });
    setDialog(null);
    if (kind === 'coverage' && !replaceId) {
      setOpenerRemovals((count) => count + 1);
    }
    showAlert({ type: 'success', message: copy.sent });
  };

  const resendTo = (request: TReferenceRequest) =>
    resend.mutate(request.id, {
      onSuccess: () =>
        showAlert({ type: 'success', message: `The request was sent again to ${request.name}.` }),
      onError: (error) => showApiError(error),
    });

  const confirmRemove = () => {
    if (!removing) {
      return;
    }
    remove.mutate(removing.id, {
      onSuccess: (result) => {
        showAlert({ type: 'success', message: result.message });
        setRemoving(null);
        setOpenerRemovals((count) => count + 1);
      },
      onError: (error) => {
        showApiError(error);
        setRemoving(null);
      },
    });
  };

  return (
    <Paper
      ref={panelRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {copy.title}{' '}
        <Typography component="span" color="text.secondary">
          ({rows.length} of {required} named)
        </Typography>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {copy.intro(required)}
      </Typography>
      {requests.isPending ? <Skeleton variant="rounded" height={72} sx={{ mt: 4 }} /> : null}
      {!requests.isPending && rows.length === 0 ? <Typography sx={{ mt: 4 }}>{copy.empty}</Typography> : null}
      {rows.length > 0 ? (
        <Box
          component="ul"
          aria-label={copy.title}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {rows.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              isEditable={isEditable}
              isBusy={resend.isPending || remove.isPending}
              onResend={() => resendTo(request)}
              onReplace={() => setDialog({ mode: 'replace', request })}
              onRemove={kind === 'reference' ? () => setRemoving(request) : undefined}
            />
          ))}
        </Box>
      ) : null}
      {canAdd ? (
        <Button
          variant="outlined"
          startIcon={<PersonAddAlt1OutlinedIcon />}
          onClick={() => setDialog({ mode: 'add' })}
          sx={{ mt: 4 }}
        >
          {copy.add}
        </Button>
      ) : null}
      <RequestPersonDialog
        key={dialog?.mode === 'replace' ? dialog.request.id : 'add'}
        title={
          dialog?.mode === 'replace'
            ? `${copy.replaceTitle} instead of ${dialog.request.name}`
            : copy.addTitle
        }
        intro={copy.dialogIntro}
        submitLabel="Send request"
        isOpen={dialog !== null}
        isBusy={save.isPending}
        onClose={() => setDialog(null)}
        onSubmit={submitPerson}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this reference?"
        confirmLabel="Remove"
        isBusy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing?.name} will no longer be able to answer, and their link stops working.
      </ConfirmDialog>
    </Paper>
  );
}
