import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import type { TAppointment } from '@docapply/contracts';
import { AppointmentCard, lazyComponent, preloadOnIntent } from '@docapply/ui';

// The dialogs' code (their forms, MUI's dialog) loads when one is first opened.
const loadDialogs = () => import('./suspension-dialogs');
const SuspendDialog = lazyComponent(loadDialogs, (module) => module.SuspendDialog);
const ReinstateDialog = lazyComponent(loadDialogs, (module) => module.ReinstateDialog);

type TPrivilege = TAppointment['privileges'][number];
type TOpen = { kind: 'suspend' | 'reinstate'; privilege: TPrivilege } | null;

/**
 * The appointment as the office sees it: each privilege of an active appointment can be suspended
 * ("Suspend", a reason required) and a suspended one reinstated; the card says which are suspended.
 */
export function AppointmentPrivilegesCard({
  applicationId,
  appointment,
}: {
  applicationId: string;
  appointment: TAppointment;
}) {
  const [open, setOpen] = useState<TOpen>(null);
  const isActive = appointment.state === 'active';
  const close = () => setOpen(null);
  return (
    <>
      <AppointmentCard
        appointment={appointment}
        renderPrivilegeActions={(privilege) => {
          if (privilege.suspension) {
            return (
              <Button
                size="small"
                aria-label={`Reinstate ${privilege.name}`}
                onClick={() => setOpen({ kind: 'reinstate', privilege })}
                {...preloadOnIntent(ReinstateDialog)}
                sx={{ mt: 1 }}
              >
                Reinstate
              </Button>
            );
          }
          return isActive ? (
            <Button
              size="small"
              color="error"
              aria-label={`Suspend ${privilege.name}`}
              onClick={() => setOpen({ kind: 'suspend', privilege })}
              {...preloadOnIntent(SuspendDialog)}
              sx={{ mt: 1 }}
            >
              Suspend
            </Button>
          ) : null;
        }}
      />
      <Suspense fallback={null}>
        {open?.kind === 'suspend' ? (
          <SuspendDialog applicationId={applicationId} privilege={open.privilege} onClose={close} />
        ) : null}
        {open?.kind === 'reinstate' && open.privilege.suspension ? (
          <ReinstateDialog
            applicationId={applicationId}
            privilege={open.privilege}
            suspensionId={open.privilege.suspension.id}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </>
  );
}
