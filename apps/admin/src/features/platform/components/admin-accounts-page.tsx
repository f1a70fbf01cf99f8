import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import type { TPlatformAdmin } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { usePlatformAdmins } from '../api/get-admins';
import { useUpdateAdmin } from '../api/update-admin';
import { AdminHospitalsDialog } from './admin-hospitals-dialog';
import { AdminsList } from './admins-list';
import { DisableAdminDialog } from './disable-admin-dialog';
import { InviteDialog } from './invite-dialog';
import { PageHeading } from '@/components/page-heading';

type TDialogState =
  | { kind: 'invite' }
  | { kind: 'hospitals'; admin: TPlatformAdmin }
  | { kind: 'disable'; admin: TPlatformAdmin }
  | null;

/** /platform/admins: invite hospital administrators, change their hospitals, disable or enable them. */
export function AdminAccountsPage() {
  const admins = usePlatformAdmins();
  const updateAdmin = useUpdateAdmin();
  const { showAlert, showApiError } = useAlert();
  const [dialog, setDialog] = useState<TDialogState>(null);
  const rows = admins.data ?? [];

  const setDisabled = (admin: TPlatformAdmin, disabled: boolean) => {
    const name = `${admin.name.first} ${admin.name.last}`;
    updateAdmin.mutate(
      { id: admin.id, body: { disabled } },
      {
        onSuccess: () => {
          setDialog(null);
          showAlert({
            type: 'success',
            message: disabled ? `${name} was disabled.` : `${name} can sign in again.`,
          });
        },
        onError: (error) => showApiError(error),
      },
    );
  };

  const renderDialog = () => {
    switch (dialog?.kind) {
      case undefined:
        return null;
      case 'invite':
        return <InviteDialog onClose={() => setDialog(null)} />;
      case 'hospitals':
        return <AdminHospitalsDialog admin={dialog.admin} onClose={() => setDialog(null)} />;
      case 'disable':
        return (
          <DisableAdminDialog
            admin={dialog.admin}
            isBusy={updateAdmin.isPending}
            onConfirm={() => setDisabled(dialog.admin, true)}
            onClose={() => setDialog(null)}
          />
        );
      default: {
        const never: never = dialog;
        return never;
      }
    }
  };

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Hospital admin accounts"
          description="The people who review applications for each hospital. Invite them by email; disable an account to stop its access at once."
          action={
            <Button
              variant="contained"
              startIcon={<PersonAddAltOutlinedIcon />}
              onClick={() => setDialog({ kind: 'invite' })}
            >
              Invite admin
            </Button>
          }
        />
        {admins.isPending ? <LoadingState label="Loading admin accounts..." /> : null}
        {admins.isError ? <ErrorState error={admins.error} onRetry={() => void admins.refetch()} /> : null}
        {admins.isSuccess && rows.length === 0 ? (
          <EmptyState title="No hospital admins yet">
            Invite the first person who reviews applications.
          </EmptyState>
        ) : null}
        {rows.length > 0 ? (
          <AdminsList
            admins={rows}
            busyId={updateAdmin.isPending ? updateAdmin.variables.id : null}
            onEditHospitals={(admin) => setDialog({ kind: 'hospitals', admin })}
            onDisable={(admin) => setDialog({ kind: 'disable', admin })}
            onEnable={(admin) => setDisabled(admin, false)}
          />
        ) : null}
      </Stack>
      {renderDialog()}
    </PageContainer>
  );
}
