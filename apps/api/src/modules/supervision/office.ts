import { SUPERVISION_MESSAGES, type TSupervisionOfficeView } from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import type { TUserRow } from '@/core/users/users';
import { findAgreement } from '@/modules/application-state';
import { findPhysicianAppointment } from './members';
import { toAgreementView } from './views';

/**
 * GET /admin/applications/{id}/supervision: the agreement as the office reviews it, with a warning
 * when the physician's own appointment at the hospital is no longer active (ended, lapsed, or past
 * its last day): the agreement then no longer stands behind the practitioner.
 */
export async function getOfficeSupervision(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
): Promise<TSupervisionOfficeView> {
  // Note: an application of the admin's own hospitals, submitted; anything else 404.
  const { application } = await getAdminApplication(ctx.db, user, applicationId);
  const row = await findAgreement(ctx.db, application.id);
  if (!row) {
    return { agreement: null, physicianAppointment: null, warning: null };
  }
  const appointment = await findPhysicianAppointment(ctx.db, {
    hospitalId: row.hospitalId,
    physicianId: row.physicianId,
  });
  const isActive = appointment?.state === 'active' && appointment.endsOn >= todayString();
  return {
    agreement: await toAgreementView(ctx.db, row),
    physicianAppointment: appointment,
    warning: isActive ? null : SUPERVISION_MESSAGES.physicianAppointmentEnded,
  };
}
