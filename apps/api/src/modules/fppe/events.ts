import { runChange } from '@/core/change';
import type { TEventHandlers } from '@/core/events';
import { startForOppe } from './oppe-trigger';
import { startForGrant } from './start';

/**
 * Every grant starts its FPPEs in the grant's own transaction (ADR 19): the office's approval and
 * the route's decision announce the appointment, the office's temporary grant its privileges. An
 * OPPE concluded "focused review needed" opens a for-cause FPPE in the conclusion's transaction.
 */
export const FPPE_EVENTS: TEventHandlers = {
  'appointment.recorded': (db, { appointment, renewedAppointmentId, actorId }) =>
    runChange(
      (change) =>
        startForGrant(change, {
          doctorId: appointment.doctorId,
          hospitalId: appointment.hospitalId,
          applicationId: appointment.applicationId,
          privilegeIds: appointment.privilegeIds,
          trigger: 'initial',
          startsOn: appointment.startsOn,
          actorId,
          appointmentId: appointment.id,
          keptFromAppointmentId: renewedAppointmentId,
        }),
      { db },
    ),
  'temporary-privileges.granted': (db, grant) =>
    runChange(
      (change) =>
        startForGrant(change, {
          doctorId: grant.doctorId,
          hospitalId: grant.hospitalId,
          applicationId: grant.applicationId,
          privilegeIds: grant.privilegeIds,
          trigger: 'temporary',
          startsOn: grant.startsOn,
          actorId: grant.actorId,
          appointmentId: null,
          keptFromAppointmentId: null,
        }),
      { db },
    ),
  'oppe.focused-review-needed': (db, event) => runChange((change) => startForOppe(change, event), { db }),
};
