import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import type { TApplicationDetail, TPickedPrivilege } from '@docapply/contracts';
import { FullScreenLoader, useAlert, useFocusOnChange } from '@docapply/ui';
import { ConfirmDialog } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useApplicationDetail } from '@/components/application-data/api/get-application-detail';
import { KnownFilesProvider } from '@/components/documents/known-files';
import { PageSection } from '@/components/page-section';
import { usePickedPrivileges, useStoreSavedPercent } from '../api/get-picked-privileges';
import { usePrivilegeCatalogue } from '../api/get-privilege-catalogue';
import { usePickPrivilege } from '../api/pick-privilege';
import { useRemovePrivilege } from '../api/remove-privilege';
import { PickedPrivileges } from './picked-privileges';
import { PrivilegeCatalogue } from './privilege-catalogue';
import { PrivilegeFormDialog } from './privilege-form-dialog';

function PrivilegesForApplication({ detail }: { detail: TApplicationDetail }) {
  const { showAlert, showApiError } = useAlert();
  const catalogue = usePrivilegeCatalogue(detail.hospitalId);
  const picked = usePickedPrivileges(detail.id);
  const pick = usePickPrivilege(detail.id);
  const remove = useRemovePrivilege(detail.id);
  const storeSavedPercent = useStoreSavedPercent(detail.id);
  const [open, setOpen] = useState<TPickedPrivilege | null>(null);
  const [removing, setRemoving] = useState<TPickedPrivilege | null>(null);
  // A removed privilege takes its Remove button with it: focus goes to the list's heading.
  const [removals, setRemovals] = useState(0);
  const pickedRef = useFocusOnChange<HTMLDivElement>(removals);
  const pickedRows = picked.data ?? [];

  const request = (privilegeId: string) =>
    pick.mutate(privilegeId, {
      // Its short form opens at once: requesting a privilege means answering its questions.
      onSuccess: (row) => (row.formId && row.formResponseId ? setOpen(row) : undefined),
      onError: (error) => showApiError(error),
    });

  const confirmRemove = () => {
    const formResponseId = removing?.formResponseId;
    if (!formResponseId) {
      return;
    }
    remove.mutate(formResponseId, {
      onSuccess: () => {
        showAlert({ type: 'success', message: `${removing.name} was removed.` });
        setRemoving(null);
        setRemovals((count) => count + 1);
      },
      onError: (error) => {
        showApiError(error);
        setRemoving(null);
      },
    });
  };

  return (
    <KnownFilesProvider scope={detail.id} files={detail.files}>
      {detail.isEditable ? null : (
        <Alert severity="info">
          This application was submitted; its privileges can no longer be changed.
        </Alert>
      )}
      {picked.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <PickedPrivileges
          ref={pickedRef}
          privileges={pickedRows}
          isEditable={detail.isEditable}
          onOpen={setOpen}
          onRemove={setRemoving}
        />
      )}
      {catalogue.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {catalogue.data ? (
        <PrivilegeCatalogue
          departments={catalogue.data}
          pickedIds={new Set(pickedRows.map((row) => row.privilegeId))}
          isEditable={detail.isEditable}
          busyId={pick.isPending ? (pick.variables ?? null) : null}
          onRequest={request}
        />
      ) : null}
      <PrivilegeFormDialog privilege={open} onClose={() => setOpen(null)} onSaved={storeSavedPercent} />
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this privilege?"
        confirmLabel="Remove"
        isBusy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing?.name} and your answers to its questions will be removed from this application.
      </ConfirmDialog>
    </KnownFilesProvider>
  );
}

function PrivilegesLoader({ applicationId }: { applicationId: string }) {
  const detail = useApplicationDetail(applicationId);
  if (detail.isPending) {
    return <FullScreenLoader message="Loading privileges..." />;
  }
  if (!detail.data) {
    return null;
  }
  return (
    <PageSection
      title={`Privileges — ${detail.data.hospitalName}`}
      intro="Request the clinical privileges you want at this hospital. Each one has a short form; your answers save as you type."
      maxWidth="lg"
    >
      <Stack useFlexGap direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <Button
          component={RouterLink}
          to={paths.apply.getHref(detail.data.hospitalId, 'review')}
          variant="outlined"
        >
          Back to your application
        </Button>
        <Button component={RouterLink} to={paths.survey.getHref(applicationId)}>
          Go to the survey
        </Button>
      </Stack>
      <PrivilegesForApplication detail={detail.data} />
    </PageSection>
  );
}

/** /privilege?application=ID: the privilege catalogue and the doctor's requested privileges. */
export function PrivilegesPage() {
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get('application');
  if (!applicationId) {
    return (
      <PageSection title="Privileges">
        <Alert severity="info">Choose privileges from one of your applications on the dashboard.</Alert>
        <Stack direction="row">
          <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
            Go to the dashboard
          </Button>
        </Stack>
      </PageSection>
    );
  }
  return <PrivilegesLoader key={applicationId} applicationId={applicationId} />;
}
