import { eq } from 'drizzle-orm';
import type { TFeedPrivilege } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import type { TEventHandlers } from '@/core/events';
import { appointments, temporaryPrivileges } from '@/core/db/schema';
import { enqueueWebhooks, findActiveEndpoints } from './enqueue';
import { describeHeldPrivileges, type THoldingSource } from './rows';

async function findAppointmentSource(db: TDb, id: string): Promise<THoldingSource | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ? { ...row, isTemporary: false } : null;
}

async function findGrantSource(db: TDb, id: string): Promise<THoldingSource | null> {
  const [row] = await db.select().from(temporaryPrivileges).where(eq(temporaryPrivileges.id, id));
  return row ? { ...row, isTemporary: true, conditions: {} } : null;
}

/** A suspension or reinstatement: each privilege as the feed now shows it (its status). */
async function sendSuspension(
  db: TDb,
  {
    appointmentId,
    hospitalId,
    privilegeIds,
  }: { appointmentId: string; hospitalId: string; privilegeIds: string[] },
  type: 'privilege.suspended' | 'privilege.reinstated',
): Promise<void> {
  const endpoints = await findActiveEndpoints(db, hospitalId);
  const source = endpoints.length > 0 ? await findAppointmentSource(db, appointmentId) : null;
  if (source) {
    const rows = await describeHeldPrivileges(db, source, privilegeIds);
    await enqueueWebhooks(db, { endpoints, hospitalId, type, rows });
  }
}

const keysOf = (rows: TFeedPrivilege[]) => new Set(rows.map((row) => row.privilegeCode));

/**
 * Each change to what a practitioner holds becomes webhooks for the hospital's endpoints, in the
 * change's own transaction (the outbox): granted, changed (limited, or kept by a reappointment with
 * new dates), expired (an appointment lapsed, a temporary grant past its day), ended, and suspended
 * or reinstated by the office.
 */
export const PRIVILEGES_FEED_EVENTS: TEventHandlers = {
  'appointment.recorded': async (db, { appointment, renewedAppointmentId }) => {
    const endpoints = await findActiveEndpoints(db, appointment.hospitalId);
    const source = endpoints.length > 0 ? await findAppointmentSource(db, appointment.id) : null;
    if (!source) {
      return;
    }
    const held = await describeHeldPrivileges(db, source, source.privilegeIds);
    const renewed = renewedAppointmentId ? await findAppointmentSource(db, renewedAppointmentId) : null;
    const before = renewed ? await describeHeldPrivileges(db, renewed, renewed.privilegeIds) : [];
    const [keptKeys, heldKeys] = [keysOf(before), keysOf(held)];
    const hospitalId = appointment.hospitalId;
    const send = (type: Parameters<typeof enqueueWebhooks>[1]['type'], rows: TFeedPrivilege[]) =>
      enqueueWebhooks(db, { endpoints, hospitalId, type, rows });
    await send(
      'privilege.ended',
      before.filter((row) => !heldKeys.has(row.privilegeCode)),
    );
    await send(
      'privilege.changed',
      held.filter((row) => keptKeys.has(row.privilegeCode)),
    );
    await send(
      'privilege.granted',
      held.filter((row) => !keptKeys.has(row.privilegeCode)),
    );
  },
  'appointment.lapsed': async (db, { appointment }) => {
    const endpoints = await findActiveEndpoints(db, appointment.hospitalId);
    const source = endpoints.length > 0 ? await findAppointmentSource(db, appointment.id) : null;
    if (source) {
      const rows = await describeHeldPrivileges(db, source, appointment.privilegeIds);
      await enqueueWebhooks(db, {
        endpoints,
        hospitalId: appointment.hospitalId,
        type: 'privilege.expired',
        rows,
      });
    }
  },
  'appointment.privileges-changed': async (db, event) => {
    const endpoints = await findActiveEndpoints(db, event.hospitalId);
    const source = endpoints.length > 0 ? await findAppointmentSource(db, event.appointmentId) : null;
    if (!source) {
      return;
    }
    const hospitalId = event.hospitalId;
    const limited = await describeHeldPrivileges(db, source, event.limitedPrivilegeIds);
    await enqueueWebhooks(db, { endpoints, hospitalId, type: 'privilege.changed', rows: limited });
    // A removed privilege is described as it was held, before the change.
    const removed = await describeHeldPrivileges(
      db,
      { ...source, ...event.before },
      event.removedPrivilegeIds,
    );
    await enqueueWebhooks(db, { endpoints, hospitalId, type: 'privilege.ended', rows: removed });
  },
  'privilege.suspended': (db, event) => sendSuspension(db, event, 'privilege.suspended'),
  'privilege.reinstated': (db, event) => sendSuspension(db, event, 'privilege.reinstated'),
  'temporary-privileges.granted': async (db, { grantId, hospitalId }) => {
    const endpoints = await findActiveEndpoints(db, hospitalId);
    const source = endpoints.length > 0 ? await findGrantSource(db, grantId) : null;
    if (source) {
      const rows = await describeHeldPrivileges(db, source, source.privilegeIds);
      await enqueueWebhooks(db, { endpoints, hospitalId, type: 'privilege.granted', rows });
    }
  },
  'temporary-privileges.closed': async (db, { grantId, hospitalId, state }) => {
    const endpoints = await findActiveEndpoints(db, hospitalId);
    const source = endpoints.length > 0 ? await findGrantSource(db, grantId) : null;
    if (source) {
      const rows = await describeHeldPrivileges(db, source, source.privilegeIds);
      const type = state === 'expired' ? 'privilege.expired' : 'privilege.ended';
      await enqueueWebhooks(db, { endpoints, hospitalId, type, rows });
    }
  },
};
